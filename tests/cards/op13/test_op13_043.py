"""OP13-043 Otama (Character, cost 1): "[On Play] If you have 3 or less Life
cards, draw 2 cards and trash 1 card from your hand."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

OTAMA = "OP13-043"


def _play(life):
    s = Scenario(turn=3)
    otama, = s.p1.hand(OTAMA)
    s.p1.life(*["ST01-006"] * life)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", otama))
    return g


def test_op13_043_with_3_life_draws_2_and_trashes_1():
    g = _play(3)
    expect(g, "select", P1)
    drawn = list(g.state.hand[P1])
    assert len(drawn) == 2
    g.apply(Action("select", drawn[1]))
    assert g.state.hand[P1] == [drawn[0]] and drawn[1] in g.state.trash[P1]


def test_op13_043_with_4_life_does_nothing():
    g = _play(4)
    expect(g, "main", P1)
    assert g.state.hand[P1] == []
