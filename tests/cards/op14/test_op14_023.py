"""OP14-023 Kikunojo (Character): "[End of Your Turn] Set this Character as
active."."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common_play import P1, P2, times_activated

KIKUNOJO = "OP14-023"


def _rested(turn_player):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player, strict=True)
    kiku = s.p1.character(KIKUNOJO, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    return g, kiku


def test_op14_023_end_of_your_turn_sets_it_active():
    g, kiku = _rested(P1)
    expect(g, "main", P2)
    assert not g.state.rested[kiku] and times_activated(g, kiku) == 1


def test_op14_023_not_at_the_end_of_the_opponents_turn():
    g, kiku = _rested(P2)
    expect(g, "main", P1)                   # set active by P1's Refresh Phase instead
    assert times_activated(g, kiku) == 0
