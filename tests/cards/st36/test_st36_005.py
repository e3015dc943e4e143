"""ST36-005 Eustass"Captain"Kid: "[On Your Opponent's Attack] [Once Per Turn]
You may turn 1 card from the top or bottom of your Life cards face-down:
Change the target of the attack to your [Eustass"Captain"Kid] with 5000 base
power or more." A name in brackets with no noun is any card of that name,
the Leader included (CR 2-1-2)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import FRANKY, NO_COUNTER_LIFE

CARD = "ST36-005"


def test_st36_005_cr_2_1_2_moves_the_attack_to_the_kid_leader():
    s = Scenario()
    leader = s.p2.leader("ST02-001")              # Eustass"Captain"Kid, 5000
    kid = s.p2.character(CARD, rested=True)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE, face_up=True)
    attacker = s.p1.character(FRANKY)             # 6000
    g = s.build()
    g.apply(Action("attack", attacker, kid))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, DecisionKind.SELECT)                 # which Life card: top or bottom
    g.apply(g.legal_actions()[0])
    expect_decision(g, 1, DecisionKind.SELECT)
    assert selectable(g) == {leader, kid}
    g.apply(Action("select", leader))
    st = g.state
    assert kid in st.chars[1]                     # the Character was not battled
    assert len(st.life[1]) == 1                   # 6000 beat the 5000 Leader
