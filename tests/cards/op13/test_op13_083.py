"""OP13-083 St. Jaygarcia Saturn (Character): "If you have 7 or more cards in
your trash, this Character cannot be removed from the field by your
opponent's effects." and "[On Play] Look at 5 cards from the top of your
deck; reveal up to 1 {Five Elders} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick, play_from_hand
from ..qa import bottom_all
from .five_elders import check_kept_with_7_in_trash

SATURN = "OP13-083"
ELDER = "OP13-089"        # a {Five Elders} Character


def test_op13_083_cannot_be_removed_by_the_opponent_with_7_in_trash():
    koed = check_kept_with_7_in_trash(SATURN)
    expect(koed.game, "main", P2)


def test_op13_083_on_play_adds_a_five_elders_card_and_bottoms_the_rest():
    b = play_from_hand(SATURN, deck=[PLAIN, ELDER, PLAIN, PLAIN, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}
    pick(g, b.deck[1])
    bottom_all(g)
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == [b.deck[1]]
    assert st.deck[P1][-1] == b.deck[5]                # the 6th card is on top now


def test_op13_083_on_play_without_a_five_elders_card_adds_nothing():
    b = play_from_hand(SATURN, deck=[PLAIN] * 6)
    bottom_all(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == []
