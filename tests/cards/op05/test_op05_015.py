"""OP05-015 Belo Betty (Character): when played, searches the top 5 for one
Revolutionary Army card not named Belo Betty; the rest go under the deck."""

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP05-015"
HACK = "OP05-012"            # {Revolutionary Army} Character
FIRE_FIST = "OP15-020"       # {Revolutionary Army} Event


def test_op05_015_adds_a_revolutionary_army_card():
    g, ids, _ = played_searcher(CARD, [CARD, HACK, VIVI, FIRE_FIST, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[3])
    back_at_main(g)


def test_op05_015_another_belo_betty_is_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)
