"""OP03-091 Helmeppo (Character): [On Play] set the cost of up to 1 of your
opponent's Characters with no base effect to 0 during this turn.  The cost
becomes 0; the base cost stays the printed one (CR 4-9-2; the official Q&A
on OP04-119: the base cost is the value written on the card)."""

from optcg import Action
from optcg.engine import zones
from optcg.engine.constants import TRASH, DecisionKind
from optcg.engine.effects.language import MAIN as MAIN_TIMING
from optcg.engine.effects.language import KO, OPPONENT, Ability, Cards, Choose
from optcg.testing import Scenario, answer, custom_card, expect
from optcg.text import log_lines

HELMEPPO = "OP03-091"
KUZAN = "OP02-121"      # [Your Turn] give all of your opponent's Characters −5 cost
SIX = custom_card("T-SIX", "Six", "Character", cost=6, power=7000)
# [Main] K.O. up to 1 of your opponent's Characters with a base cost of 6 or more
BASE_SIX_KO = custom_card("T-BASEKO", "Base cost K.O.", "Event", Ability(MAIN_TIMING, steps=(
    KO(Choose(Cards(OPPONENT, base_cost_min=6))),)), cost=0)


def helmeppo_game(*mine):
    s = Scenario(strict=True)
    helmeppo = s.p1.hand(HELMEPPO)[0]
    others = [s.p1.character(n) for n in mine]
    s.p1.don(active=1)
    foe = s.p2.character(SIX)
    g = s.build()
    g.apply(Action("play", helmeppo))
    answer(g, DecisionKind.SELECT, Action("select", foe), 0)
    expect(g, DecisionKind.MAIN, 0)
    return g, foe, others


def test_op03_091_sets_the_cost_to_0_and_leaves_the_base_cost_printed():
    g, foe, _ = helmeppo_game()
    assert g.cost(foe) == 0
    assert g.base_cost(foe) == 6, "CR 4-9-2: the base cost is the printed cost"
    assert any("'s cost is set to 0 during this turn" in line for line in log_lines(g, 1))


def test_op03_091_a_base_cost_filter_still_sees_the_printed_cost():
    """A card that looks at base cost (as OP04-119's protection does) still
    finds the Character after Helmeppo set its cost to 0."""
    s = Scenario(strict=True)
    helmeppo, base_ko = s.p1.hand(HELMEPPO, BASE_SIX_KO)
    s.p1.don(active=1)
    foe = s.p2.character(SIX)
    g = s.build()
    g.apply(Action("play", helmeppo))
    answer(g, DecisionKind.SELECT, Action("select", foe), 0)
    g.apply(Action("play", base_ko))
    d = expect(g, DecisionKind.SELECT, 0)
    assert Action("select", foe) in d.options
    g.apply(Action("select", foe))
    assert foe in g.state.trash[1]


def test_qa_op03_091_helmeppo_q1_the_cost_stays_0_after_kuzan_leaves():
    """qa_op03.md, OP03-091 Q1: with OP02-121 Kuzan's −5 on the field, Helmeppo
    sets a base-cost-6 Character's cost to 0; when Kuzan leaves the field
    that turn, the cost is still 0."""
    g, foe, (kuzan,) = helmeppo_game(KUZAN)
    assert g.cost(foe) == 0
    zones.move(g.state, kuzan, TRASH)       # as an effect removing Kuzan would
    assert g.cost(foe) == 0 and g.base_cost(foe) == 6


# -- with OP04-119, and a Character with a base effect --

ROSINANTE = "OP04-119"        # [Opponent's Turn] rested: your active base cost 5
#                               Characters cannot be K.O.'d by effects
FIVE = custom_card("T-FIVE", "Five", "Character", cost=5, power=6000)
WITH_EFFECT = "OP03-090"      # Blueno: has a base effect
KO_COST_0 = custom_card("T-KO0", "K.O. cost 0", "Event", Ability(MAIN_TIMING, steps=(
    KO(Choose(Cards(OPPONENT, cost_max=0))),)), cost=0)


def test_op03_091_a_character_with_a_base_effect_cannot_be_chosen():
    s = Scenario()
    helmeppo = s.p1.hand(HELMEPPO)[0]
    s.p1.don(active=1)
    with_effect = s.p2.character(WITH_EFFECT)
    plain = s.p2.character(SIX)
    g = s.build()
    g.apply(Action("play", helmeppo))
    options = set(g.legal_actions())
    assert Action("select", with_effect) not in options
    assert Action("select", plain) in options


def test_op03_091_with_op04_119_base_cost_5_still_protected():
    """The cost 0 lets a "cost 0 or less" K.O. choose the Character, but
    OP04-119 still sees its base cost 5 and keeps it from being K.O.'d."""
    s = Scenario()
    helmeppo, ko_event = s.p1.hand(HELMEPPO, KO_COST_0)
    s.p1.don(active=1)
    s.p2.character(ROSINANTE, rested=True)
    five = s.p2.character(FIVE)
    g = s.build()
    g.apply(Action("play", helmeppo))
    g.apply(Action("select", five))
    g.apply(Action("play", ko_event))
    assert Action("select", five) in g.legal_actions()     # cost 0: it may be chosen
    g.apply(Action("select", five))
    assert five in g.state.chars[1]                       # protected: not K.O.'d
    assert g.base_cost(five) == 5 and g.cost(five) == 0
