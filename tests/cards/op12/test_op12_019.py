"""OP12-019 Color of Arms Haki (Event): "[Main] You may give 1 active DON!!
card to 1 of your [Silvers Rayleigh]: Up to 1 of your Leader or Character
cards gains +1000 power during this turn." A name in brackets with no noun is
any card of that name, the Leader included (CR 2-1-2)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "OP12-019"


def test_op12_019_cr_2_1_2_cost_gives_the_don_to_the_silvers_rayleigh_leader():
    s = Scenario()
    leader = s.p1.leader("OP12-001")
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert g.state.don[leader] == 1
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", leader))
    # 5000, +1000 by the effect, +1000 for the given DON!! in P1's turn
    assert power(g.state, leader) == 7000
