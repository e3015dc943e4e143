"""P-107 Gol.D.Roger (Character, cost 8): "[On Play] If either you or your
opponent has 10 DON!! cards on the field, your Leader gains +2000 power until
the end of your opponent's next End Phase."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

ROGER = "P-107"


def _play(mine, theirs):
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    roger, = s.p1.hand(ROGER)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("play", roger))
    return leader, g


def test_p_107_with_10_don_on_either_field_the_leader_gains_2000():
    for mine, theirs in ((10, 5), (8, 10)):
        leader, g = _play(mine, theirs)
        assert power(g.state, leader) == 7000, (mine, theirs)


def test_p_107_with_9_each_nothing():
    leader, g = _play(9, 9)
    assert power(g.state, leader) == 5000
