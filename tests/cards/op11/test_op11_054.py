"""OP11-054 Nami (Character, cost 5, [Blocker]): "[On Play] If your Leader is
multicolored, draw 3 cards and place 2 cards from your hand at the top or
bottom of your deck in any order."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

NAMI = "OP11-054"
MULTICOLORED = "OP11-040"          # Monkey.D.Luffy, blue/purple
MONO = "ST01-001"


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    nami, = s.p1.hand(NAMI)
    s.p1.deck("ST01-004", "ST01-005", "ST01-006", "ST02-007", "ST01-013")
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", nami))
    return g, nami


def test_op11_054_multicolored_leader_draws_3_and_puts_2_back():
    g, nami = _play(MULTICOLORED)
    expect(g, "select", P1)
    drawn = list(g.state.hand[P1])
    assert len(drawn) == 3
    g.apply(Action("select", drawn[0]))
    g.apply(Action("select", drawn[1]))
    expect(g, "arrange", P1)
    g.apply(Action("place_bottom", drawn[0]))
    expect(g, "main", P1)                          # the second goes to the same side
    assert g.state.hand[P1] == [drawn[2]]
    assert set(g.state.deck[P1][:2]) == {drawn[0], drawn[1]}


def test_op11_054_mono_colored_leader_draws_nothing():
    g, nami = _play(MONO)
    expect(g, "main", P1)
    assert g.state.hand[P1] == []
