"""OP06-096 ...Nothing...at All!!! (Event): "[Counter] You may add 1 card from
the top of your Life cards to your hand: Your Characters with a cost of 7 or
less cannot be K.O.'d in battle during this turn." and "[Trigger] Activate
this card's [Counter] effect."  The cost takes the last Life card, so it is
asked, never paid silently (CR 8-1-2, 8-3-1-4)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

CARD = "OP06-096"


def _triggered():
    s = Scenario()
    attacker = s.p1.character(FRANKY)
    _, last = s.p2.life(CARD, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, last


def test_op06_096_cr_8_3_1_4_trigger_asks_before_taking_the_last_life_card():
    g, last = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    st = g.state
    assert st.life[1] == [] and last in st.hand[1]


def test_op06_096_cr_8_3_1_4_declined_keeps_the_last_life_card():
    g, last = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.life[1] == [last]
