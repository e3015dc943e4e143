"""EB04-009 (Event): "[Main] You may give 1 active DON!! card to 1 of your
[Silvers Rayleigh]: Give up to 1 of your opponent's Characters −2000 power
during this turn." A name in brackets with no noun is any card of that name,
the Leader included (CR 2-1-2)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY

CARD = "EB04-009"


def test_eb04_009_cr_2_1_2_cost_gives_the_don_to_the_silvers_rayleigh_leader():
    s = Scenario()
    leader = s.p1.leader("OP12-001")
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    foe = s.p2.character(FRANKY)                  # 6000
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert g.state.don[leader] == 1
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", foe))
    assert power(g.state, foe) == 4000
