"""OP15-027 Dracule Mihawk (Character): "[On Play] Rest up to 1 of your
opponent's Characters with a DON!! card given."."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick

MIHAWK = "OP15-027"


def _play():
    s = Scenario(strict=True)
    mihawk, = s.p1.hand(MIHAWK)
    s.p1.don(active=4)
    loaded = s.p2.character(PLAIN, don=1)
    bare = s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", mihawk))
    return g, loaded, bare


def test_op15_027_rests_a_character_with_a_don_given():
    g, loaded, bare = _play()
    expect(g, "select", P1)
    assert selectable(g) == {loaded}
    pick(g, loaded)
    expect(g, "main", P1)
    assert g.state.rested[loaded] and not g.state.rested[bare]


def test_op15_027_not_a_character_without_a_don():
    s = Scenario(strict=True)
    mihawk, = s.p1.hand(MIHAWK)
    s.p1.don(active=4)
    bare = s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", mihawk))
    expect(g, "main", P1)
    assert not g.state.rested[bare]
