"""ST30-002 Inazuma (Character): when played, searches the top 5 for a
Character of exactly 6000 power; the rest go under the deck."""

from ..qa import FRANKY, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "ST30-002"
APOO = "OP01-103"            # 6000
CROCODILE = "OP02-053"       # 7000: not exactly 6000
FIRE_FIST = "OP15-020"       # an Event


def test_st30_002_adds_a_character_with_6000_power():
    g, ids, _ = played_searcher(CARD, [CROCODILE, APOO, VIVI, FRANKY, FIRE_FIST])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[1])
    back_at_main(g)


def test_st30_002_other_powers_are_not_added():
    g, ids, _ = played_searcher(CARD, [CROCODILE, VIVI, FIRE_FIST, VIVI, CROCODILE])
    nothing_to_add(g, ids)
    back_at_main(g)
