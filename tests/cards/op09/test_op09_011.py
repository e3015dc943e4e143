"""OP09-011 Hongo (Character): resting him gives −2000 to an opposing
Character, with a Red-Haired Pirates Leader."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "OP09-011"
RED_HAIRED_LEADER = "OP09-001"
FRANKY = "ST01-010"          # 6000


def _activate(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    hongo = s.p1.character(CARD)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", hongo, 0))
    return g, hongo, franky


def test_op09_011_with_a_red_haired_leader_gives_minus_2000():
    g, hongo, franky = _activate(RED_HAIRED_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert g.state.rested[hongo] and power(g.state, franky) == 4000


def test_op09_011_other_leader_rests_for_nothing():
    g, hongo, franky = _activate("ST01-001")
    expect_decision(g, 0, "main")
    assert g.state.rested[hongo] and power(g.state, franky) == 6000
