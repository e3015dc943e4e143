"""OP15-040 Viola (Character): "[On Play] Look at 3 cards from the top of your
deck; reveal up to 1 {Dressrosa} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order."."""

from ..common_play import PLAIN, check_search_to_bottom, play_from_hand

VIOLA = "OP15-040"
DRESSROSA = "OP15-053"    # a {Dressrosa} Character


def test_op15_040_adds_a_dressrosa_card():
    b = play_from_hand(VIOLA, deck=[DRESSROSA, PLAIN, PLAIN, PLAIN])
    check_search_to_bottom(b, 0, 3)


def test_op15_040_a_dressrosa_card_below_the_top_3_is_not_seen():
    b = play_from_hand(VIOLA, deck=[PLAIN, PLAIN, PLAIN, DRESSROSA])
    check_search_to_bottom(b, None, 3)
