"""OP03-073 Hull Dismantler Slash (Event): "[Main] DON!! −1: If your Leader has
the {Water Seven} type, K.O. up to 1 of your opponent's Characters with a cost
of 2 or less." and "[Trigger] Activate this card's [Main] effect."  The [Main]
activated by the [Trigger] asks its cost like any other (CR 8-1-2, 8-3-1-4)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, FRANKY, NO_COUNTER_LIFE

CARD = "OP03-073"


def _triggered():
    s = Scenario()
    attacker = s.p1.character(FRANKY)
    small = s.p1.character(CHOPPER)               # cost 1
    s.p2.leader("OP03-058")                       # Iceburg, {Water Seven}
    s.p2.life(CARD, NO_COUNTER_LIFE)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, small


def test_op03_073_cr_8_3_1_4_trigger_asks_the_don_minus_cost():
    g, small = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert g.state.don_active[1] == 0 and g.state.don_deck[1] == 10
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", small))
    assert small in g.state.trash[0]


def test_op03_073_cr_8_3_1_4_declined_keeps_the_don():
    g, small = _triggered()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.don_active[1] == 1 and small in st.chars[0]
