"""OP15-108 Nami (Character): "[On Play] Look at 3 cards from the top of your
deck; reveal up to 1 {Sky Island} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order."."""

from ..common_play import PLAIN, check_search_to_bottom, play_from_hand
from .sky_island import SHANDIAN, SKY_ISLAND

NAMI = "OP15-108"


def test_op15_108_adds_a_sky_island_card():
    b = play_from_hand(NAMI, deck=[SHANDIAN, PLAIN, SKY_ISLAND, PLAIN])
    check_search_to_bottom(b, 2, 3)


def test_op15_108_nothing_of_the_type_in_the_top_3():
    b = play_from_hand(NAMI, deck=[SHANDIAN, PLAIN, PLAIN, SKY_ISLAND])
    check_search_to_bottom(b, None, 3)
