"""P-093 Trafalgar Law (Character, cost 4, [Blocker]): "[On Play] If the
number of DON!! cards on your field is equal to or less than the number on
your opponent's field, add up to 1 DON!! card from your DON!! deck and rest
it."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

LAW = "P-093"


def _play(mine, theirs):
    s = Scenario(turn=3)
    law, = s.p1.hand(LAW)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("play", law))
    return g


def test_p_093_with_as_many_don_as_the_opponent_adds_a_rested_don():
    g = _play(5, 5)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert g.state.don_rested[P1] == 5 and g.state.don_active[P1] == 1
    assert g.state.don_deck[P1] == 4


def test_p_093_with_more_don_than_the_opponent_nothing():
    g = _play(6, 5)
    expect(g, "main", P1)
    assert g.state.don_deck[P1] == 4
