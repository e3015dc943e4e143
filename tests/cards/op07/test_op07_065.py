"""OP07-065 Gina (Character): when played with a Foxy Pirates Leader and no
more DON!! than the opponent, an active DON!! from the DON!! deck."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

CARD = "OP07-065"
FOXY_LEADER = leader("Foxy", types=("Foxy Pirates",))


def _play(lead, mine, theirs):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    gina, = s.p1.hand(CARD)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("play", gina))
    return g


def test_op07_065_equal_don_adds_an_active_don():
    g = _play(FOXY_LEADER, 3, 3)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).active == 3 and g.don(0).rested == 1


def test_op07_065_more_don_than_the_opponent_or_other_leader_nothing():
    for lead, mine, theirs in ((FOXY_LEADER, 4, 3), (leader("Plain"), 3, 3)):
        g = _play(lead, mine, theirs)
        expect_decision(g, 0, "main")
        assert g.don(0).deck == 10 - mine
