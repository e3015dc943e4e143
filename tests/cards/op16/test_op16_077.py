"""OP16-077 "Buddha" Sengoku (Event): "[Main] Look at 5 cards from the top of
your deck; reveal up to 2 {Navy} type cards, add them to your hand and place
the rest at the bottom of your deck in any order. Then, trash 1 card from
your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand
from ..qa import bottom_all
from .admirals import NAVY

BUDDHA = "OP16-077"


def test_op16_077_adds_2_navy_cards_then_trashes_1():
    b = play_from_hand(BUDDHA, hand=[PLAIN], deck=[NAVY, PLAIN, NAVY, NAVY, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[0], b.deck[2], b.deck[3]}
    pick(g, b.deck[0], b.deck[2])
    bottom_all(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert sorted(g.state.hand[P1]) == sorted([b.deck[0], b.deck[2]])


def test_op16_077_no_navy_card_still_trashes_1():
    b = play_from_hand(BUDDHA, hand=[PLAIN], deck=[PLAIN] * 6)
    g = b.game
    bottom_all(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [] and b.hand[0] in g.state.trash[P1]
