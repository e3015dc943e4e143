"""OP03-091 Helmeppo: "[On Play] Set the cost of up to 1 of your opponent's
Characters with no base effect to 0 during this turn."

The cost becomes 0; the base cost stays the printed one (CR 4-9-2; the
official Q&A on OP04-119: "base cost" is the value written on the card),
and it stays 0 when an earlier reduction ends (qa_op03.md, OP03-091 Q1).
"""

from optcg import Action
from optcg.engine import zones
from optcg.engine.constants import TRASH
from optcg.engine.effects.language import MAIN, Ability, Cards, Choose, KO
from optcg.engine.stats import base_cost, cost
from optcg.testing import Scenario, custom_card, expect_decision

HELMEPPO = "OP03-091"
KUZAN = "OP02-121"            # [Your Turn] all of your opponent's Characters −5 cost
ROSINANTE = "OP04-119"        # [Opponent's Turn] rested: your active base cost 5
#                               Characters cannot be K.O.'d by effects
PLAIN_6 = custom_card("T-PLAIN6", "Plain six", "Character", cost=6, power=7000)
PLAIN_5 = custom_card("T-PLAIN5", "Plain five", "Character", cost=5, power=6000)
WITH_EFFECT = "OP03-090"      # Blueno: has a base effect
KO_COST_0 = custom_card("T-KO0", "K.O. cost 0", "Event", Ability(MAIN, steps=(
    KO(Choose(Cards(owner="opponent", cost_max=0))),)), cost=0)


def _play_helmeppo(s, target):
    helmeppo, = s.p1.hand(HELMEPPO)
    s.p1.don(active=1, deck=9)
    g = s.build()
    g.apply(Action("play", helmeppo))
    g.apply(Action("select", target))
    expect_decision(g, 0, "main")
    return g


def test_op03_091_cost_becomes_0_and_base_cost_stays_printed():
    s = Scenario(turn=3, turn_player=0)
    x = s.p2.character(PLAIN_6)
    g = _play_helmeppo(s, x)
    assert cost(g.state, x) == 0
    assert base_cost(g.state, x) == 6                    # CR 4-9-2


def test_qa_op03_091_q1_cost_stays_0_when_an_earlier_reduction_ends():
    """qa_op03.md, OP03-091 Q1: with OP02-121's −5 applied first, the cost
    set to 0 stays 0 after OP02-121 leaves the field."""
    s = Scenario(turn=3, turn_player=0)
    kuzan = s.p1.character(KUZAN)
    x = s.p2.character(PLAIN_6)
    g = _play_helmeppo(s, x)
    assert cost(g.state, x) == 0
    zones.move(g.state, kuzan, TRASH)
    assert cost(g.state, x) == 0 and base_cost(g.state, x) == 6


def test_op03_091_a_character_with_a_base_effect_cannot_be_chosen():
    s = Scenario(turn=3, turn_player=0)
    x = s.p2.character(WITH_EFFECT)
    s.p2.character(PLAIN_6)
    helmeppo, = s.p1.hand(HELMEPPO)
    s.p1.don(active=1, deck=9)
    g = s.build()
    g.apply(Action("play", helmeppo))
    assert Action("select", x) not in g.legal_actions()


def test_op03_091_with_op04_119_base_cost_5_still_protected():
    """The cost 0 lets a "cost 0 or less" K.O. choose the Character, but
    OP04-119 still sees its base cost 5 and keeps it from being K.O.'d."""
    s = Scenario(turn=3, turn_player=0)
    s.p2.character(ROSINANTE, rested=True)
    x = s.p2.character(PLAIN_5)
    ko_event, = s.p1.hand(KO_COST_0)
    g = _play_helmeppo(s, x)
    g.apply(Action("play", ko_event))
    assert Action("select", x) in g.legal_actions()     # cost 0: it may be chosen
    g.apply(Action("select", x))
    assert x in g.state.chars[1]                       # protected: not K.O.'d
    assert base_cost(g.state, x) == 5 and cost(g.state, x) == 0
