"""OP08-106 Nami: "[On Play] You may trash 1 card with a [Trigger] from your
hand: K.O. up to 1 of your opponent's Characters with a cost of 5 or less.
Then, if you have 3 or less cards in your hand, draw 1 card." and "[Trigger]
Activate this card's [On Play] effect."  The [On Play] activated by the
[Trigger] asks its cost (CR 8-1-2, 8-3-1-4)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, decline_counters

CARD = "OP08-106"


def _triggered():
    s = Scenario()
    attacker = s.p1.character(FRANKY)             # cost 4
    s.p2.life(CARD, NO_COUNTER_LIFE)
    with_trigger, = s.p2.hand(CARD)               # a card with a [Trigger]
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    decline_counters(g)
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, attacker, with_trigger


def test_op08_106_cr_8_3_1_4_trigger_asks_the_trash_cost():
    g, attacker, with_trigger = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert with_trigger in g.state.trash[1]
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", attacker))
    assert attacker in g.state.trash[0]


def test_op08_106_cr_8_3_1_4_declined_keeps_the_hand():
    g, attacker, with_trigger = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert with_trigger in st.hand[1] and attacker in st.chars[0]
