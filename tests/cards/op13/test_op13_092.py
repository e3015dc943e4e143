"""OP13-092 Saint Mjosgard (Character): "[On Play] If you have 3 or less Life
cards, play up to 1 {Mary Geoise} type Stage card with a cost of 1 from your
trash."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand

MJOSGARD = "OP13-092"
MARY_GEOISE = "OP05-097"     # {Mary Geoise} Stage, cost 1
THRONE = "OP13-099"          # {Mary Geoise} Stage, cost 7


def test_op13_092_with_3_life_plays_a_cost_1_mary_geoise_stage_from_trash():
    b = play_from_hand(MJOSGARD, life=[PLAIN] * 3, trash=[MARY_GEOISE, THRONE])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}
    pick(g, b.trash[0])
    expect(g, "main", P1)
    assert g.state.stage[P1] == [b.trash[0]] and g.state.trash[P1] == [b.trash[1]]


def test_op13_092_with_4_life_plays_nothing():
    b = play_from_hand(MJOSGARD, life=[PLAIN] * 4, trash=[MARY_GEOISE])
    expect(b.game, "main", P1)
    assert b.game.state.stage[P1] == []
