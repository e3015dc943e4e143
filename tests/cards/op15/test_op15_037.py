"""OP15-037 The Outcome Will Tell Us Who's Strong and Who's Weak (Event): "[Main]
Look at 5 cards from the top of your deck; reveal up to 1 {East Blue} type
card other than [The Outcome Will Tell Us Who's Strong and Who's Weak] and
add it to your hand. Then, place the rest at the bottom of your deck in any
order." and "[Trigger] Draw 1 card."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, check_search_to_bottom, play_from_hand, trigger_from_life
from .east_blue import EAST_BLUE_CARD

OUTCOME = "OP15-037"      # itself {East Blue}


def test_op15_037_main_adds_an_east_blue_card_other_than_itself():
    b = play_from_hand(OUTCOME, deck=[OUTCOME, PLAIN, PLAIN, EAST_BLUE_CARD, PLAIN, PLAIN])
    check_search_to_bottom(b, 3, 5)


def test_op15_037_main_only_another_copy_adds_nothing():
    b = play_from_hand(OUTCOME, deck=[OUTCOME, PLAIN, PLAIN, PLAIN, PLAIN, PLAIN])
    check_search_to_bottom(b, None, 5)


def test_op15_037_trigger_draws_1():
    b = trigger_from_life(OUTCOME, deck=[PLAIN, PLAIN])
    expect(b.game, "main", P2)
    assert b.game.state.hand[P1] == [b.deck[0]]
