"""OP15-026 Jango (Character): "[On Play] Look at 3 cards from the top of your
deck; reveal up to 1 {East Blue} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order." and "[Activate:
Main] You may trash this Character: Give up to 1 of your opponent's rested
DON!! cards to 1 of your opponent's Characters."  Official ruling
faq_op15-eb04.md OP15-026: the player using the effect chooses the DON!!."""

from optcg import Action
from optcg.testing import expect

from ..common import activations
from ..common_play import (P1, P2, PLAIN, check_search_to_bottom, choose_number, on_field, pick,
                           play_from_hand)
from .east_blue import EAST_BLUE_CARD

JANGO = "OP15-026"


def test_op15_026_on_play_adds_an_east_blue_card():
    b = play_from_hand(JANGO, deck=[PLAIN, EAST_BLUE_CARD, PLAIN, PLAIN])
    check_search_to_bottom(b, 1, 3)


def test_op15_026_on_play_nothing_of_the_type():
    b = play_from_hand(JANGO, deck=[PLAIN] * 4)
    check_search_to_bottom(b, None, 3)


def test_qa_op15_026_trashes_itself_to_give_an_opponents_rested_don():
    b = on_field(JANGO, theirs=[PLAIN], their_rested=1)
    g = b.game
    g.apply(Action("activate", b.card, 1))
    pick(g, b.theirs[0])
    choose_number(g, 1)
    expect(g, "main", P1)
    st = g.state
    assert b.card in st.trash[P1] and st.don[b.theirs[0]] == 1 and st.don_rested[P2] == 0
    assert activations(g, b.card) == []
