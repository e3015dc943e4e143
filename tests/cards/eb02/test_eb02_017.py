"""EB02-017 Nami (Character): when played, searches the top 5 for one Straw Hat
Crew card not named Nami; the rest go under the deck."""

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "EB02-017"
OTHER_NAMI = "OP10-013"     # a {Straw Hat Crew} [Nami]: excluded by name
STRAW_HAT_EVENT = "EB02-021"  # a {Straw Hat Crew} Event


def test_eb02_017_adds_a_straw_hat_card_other_than_nami():
    g, ids, _ = played_searcher(CARD, [OTHER_NAMI, ROBIN, VIVI, STRAW_HAT_EVENT, CARD])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[1])
    back_at_main(g)


def test_eb02_017_only_namis_and_others_nothing_to_add():
    g, ids, _ = played_searcher(CARD, [OTHER_NAMI, VIVI, CARD, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)
