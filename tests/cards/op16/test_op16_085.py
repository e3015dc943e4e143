"""OP16-085 Kouzuki Momonosuke (Character): "[Blocker]" and "[On Play] Play up
to 1 {Land of Wano} type Character card with a cost of 6 or less other than
[Kouzuki Momonosuke] from your trash."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, check_blocker, pick, play_from_hand
from .wano import WANO_6, WANO_7

MOMONOSUKE = "OP16-085"


def test_op16_085_plays_a_wano_cost_6_from_the_trash():
    b = play_from_hand(MOMONOSUKE, trash=[WANO_6, WANO_7, MOMONOSUKE])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}               # not cost 7, not another Momonosuke
    pick(g, b.trash[0])
    expect(g, "main", P1)
    assert b.trash[0] in g.state.chars[P1]


def test_op16_085_has_blocker():
    check_blocker(MOMONOSUKE)
