"""OP09-069 Trafalgar Law (Character): when played, searches the top 4 for one
Straw Hat Crew or Heart Pirates card of cost 2 or more; the rest go under
the deck."""

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP09-069"            # {Heart Pirates}, cost 1: too cheap itself
JEAN_BART = "OP01-045"       # {Heart Pirates}, cost 4
CHOPPER = "ST01-006"         # {Straw Hat Crew}, cost 1


def test_op09_069_adds_a_straw_hat_or_heart_card_of_cost_2_or_more():
    g, ids, _ = played_searcher(CARD, [CHOPPER, JEAN_BART, ROBIN, CARD, JEAN_BART])
    add_one(g, ids[:4], addable=[ids[1], ids[2]], pick=ids[2])
    back_at_main(g)


def test_op09_069_cost_1_cards_are_not_added():
    g, ids, _ = played_searcher(CARD, [CHOPPER, CARD, VIVI, CHOPPER])
    nothing_to_add(g, ids)
    back_at_main(g)
