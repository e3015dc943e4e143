"""OP05-117 Upper Yard (Stage): when played, searches the top 5 for one Sky
Island card; the rest go under the deck."""

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP05-117"
HOLLY = "OP05-110"           # {Sky Island} Character


def test_op05_117_played_it_adds_a_sky_island_card():
    g, ids, _ = played_searcher(CARD, [VIVI, HOLLY, CARD, VIVI, VIVI])
    add_one(g, ids, addable=[ids[1], ids[2]], pick=ids[1])
    back_at_main(g)
    assert len(g.state.stage[0]) == 1                  # the Stage is on the field


def test_op05_117_no_sky_island_card():
    g, ids, _ = played_searcher(CARD, [VIVI, VIVI, VIVI, VIVI, VIVI, HOLLY])
    nothing_to_add(g, ids[:5])
    back_at_main(g)
