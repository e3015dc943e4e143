"""OP12-108 Donquixote Rosinante (Character): when played, searches the top 5
for a Trafalgar Law; the rest go under the deck."""

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP12-108"
LAW = "EB04-005"            # a [Trafalgar Law] Character
LAW_OTHER = "OP04-087"      # another [Trafalgar Law]
HEART = "OP01-045"          # Jean Bart, {Heart Pirates}: not named Trafalgar Law


def test_op12_108_adds_a_trafalgar_law():
    g, ids, _ = played_searcher(CARD, [HEART, LAW, VIVI, LAW_OTHER, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[3])
    back_at_main(g)


def test_op12_108_no_law_among_the_five():
    g, ids, _ = played_searcher(CARD, [HEART, VIVI, VIVI, VIVI, HEART, LAW])
    nothing_to_add(g, ids[:5])
    back_at_main(g)
