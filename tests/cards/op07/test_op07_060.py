"""OP07-060 Itomimizu (Character): once per turn, with a Foxy Pirates Leader
and no other Itomimizu, a rested DON!! from the DON!! deck."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

CARD = "OP07-060"
FOXY_LEADER = leader("Foxy", types=("Foxy Pirates",))


def _board(lead, copies=1):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    ito = [s.p1.character(CARD) for _ in range(copies)]
    return s.build(), ito


def test_op07_060_adds_a_rested_don_once_per_turn():
    g, (ito,) = _board(FOXY_LEADER)
    g.apply(Action("activate", ito, 0))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).rested == 1 and g.don(0).deck == 9
    assert Action("activate", ito, 0) not in g.legal_actions()


def test_op07_060_another_itomimizu_or_other_leader_nothing():
    for lead, copies in ((FOXY_LEADER, 2), (leader("Plain"), 1)):
        g, ito = _board(lead, copies)
        g.apply(Action("activate", ito[0], 0))
        expect_decision(g, 0, "main")
        assert g.don(0).deck == 10, (copies,)
