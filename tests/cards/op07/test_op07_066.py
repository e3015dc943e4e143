"""OP07-066 Tony Tony.Chopper (Character): a Blocker; when played with no more
DON!! than the opponent, a rested DON!! from the DON!! deck."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..strict_battle import attacked_by_opponent

CARD = "OP07-066"


def _play(mine, theirs):
    s = Scenario(strict=True)
    chopper, = s.p1.hand(CARD)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("play", chopper))
    return g


def test_op07_066_fewer_don_adds_a_rested_don():
    g = _play(2, 3)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).rested == 3 and g.don(0).deck == 7


def test_op07_066_more_don_nothing():
    g = _play(4, 3)
    expect_decision(g, 0, "main")
    assert g.don(0).deck == 6


def test_op07_066_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    chopper = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", chopper))
    assert g.state.rested[chopper]
