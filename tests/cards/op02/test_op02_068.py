"""OP02-068 Gum-Gum Rain (Event): [Counter] you may trash 1 card from your
hand: +3000 during the battle; [Trigger] up to 1 Character with a cost of 2 or
less back to its owner's hand.  Also the official Q&A rulings filed under it
(tests/test_faq_compiled_cards.py explains how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI, selectable
from ..strict_battle import life_trigger_offered


def test_qa_op02_068_gum_gum_rain_q1_the_trigger_may_return_your_own_character():
    """qa_op02.md, OP02-068 Q1: the [Trigger] return may choose the
    player's own Character."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    own = s.p2.character(VIVI)                    # cost 2
    s.p2.life("OP02-068", NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[1]


def _rain_countered(spare_cards: int):
    s = Scenario(turn=4, turn_player=1, strict=True)
    rain, *spare = s.p1.hand("OP02-068", *[VIVI] * spare_cards)
    s.p1.life(NO_COUNTER_LIFE)
    att = s.p2.character(FRANKY)                           # 6000 against 5000
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, 0, DecisionKind.COUNTER)
    g.apply(Action("counter_event", rain))
    return s, g, spare


def test_op02_068_counter_trashes_a_card_for_plus_3000():
    s, g, (spare,) = _rain_countered(1)
    expect_decision(g, 0, DecisionKind.CONFIRM)            # "you may trash 1 card"
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)             # the card to trash
    g.apply(Action("select", spare))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, DecisionKind.COUNTER)
    assert spare in g.state.trash[0]
    assert power(g.state, s.p1.leader_id) == 8000


def test_op02_068_counter_with_an_empty_hand_gives_no_power():
    s, g, _ = _rain_countered(0)
    expect_decision(g, 0, DecisionKind.COUNTER)            # the cost cannot be paid
    assert power(g.state, s.p1.leader_id) == 5000


def test_op02_068_trigger_returns_a_cost_2_character_not_a_cost_4():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life("OP02-068", NO_COUNTER_LIFE)
    two = s.p2.character(VIVI)
    four = s.p2.character(FRANKY)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert two in selectable(g) and four not in selectable(g)
    g.apply(Action("select", two))
    assert two in g.state.hand[1] and four in g.state.chars[1]
