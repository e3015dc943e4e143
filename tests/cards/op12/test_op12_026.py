"""OP12-026 Kuina (Character): resting her rests an opposing Character of base
cost 4 or less and then gives up to 3 rested DON!! to a Roronoa Zoro Leader."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "OP12-026"
ZORO_LEADER = "OP01-001"
FRANKY = "ST01-010"          # cost 4
KID = "ST02-013"             # cost 7


def _activate(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    kuina = s.p1.character(CARD)
    s.p1.don(rested=4)
    franky = s.p2.character(FRANKY)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("activate", kuina, 0))
    return s, g, kuina, franky, kid


def test_op12_026_rests_a_cost_4_and_gives_3_don_to_the_zoro_leader():
    s, g, kuina, franky, kid = _activate(ZORO_LEADER)
    assert g.state.rested[kuina]
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 3))
    expect_decision(g, 0, "main")
    assert g.state.rested[franky] and not g.state.rested[kid]
    assert g.don(0).given == {s.p1.leader_id: 3} and g.don(0).rested == 1


def test_op12_026_other_leader_gets_no_don():
    s, g, kuina, franky, kid = _activate("ST01-001")
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")                      # no [Roronoa Zoro] Leader: no give
    assert g.state.rested[franky] and g.don(0).given == {}
