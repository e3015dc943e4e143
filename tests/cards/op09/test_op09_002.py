"""OP09-002 Uta (Character): when played, searches the top 5 for one Red-Haired
Pirates card; the rest go under the deck."""

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP09-002"
ROCKSTAR = "OP09-016"        # {Red-Haired Pirates}
LIMEJUICE = "OP09-014"       # {Red-Haired Pirates}
FILM_BODY = "OP02-028"       # {FILM}, like Uta herself: not Red-Haired


def test_op09_002_adds_a_red_haired_pirates_card():
    g, ids, _ = played_searcher(CARD, [FILM_BODY, ROCKSTAR, VIVI, LIMEJUICE, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[1])
    back_at_main(g)


def test_op09_002_no_red_haired_pirates_card():
    g, ids, _ = played_searcher(CARD, [FILM_BODY, CARD, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)
