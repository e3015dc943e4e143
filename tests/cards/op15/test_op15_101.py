"""OP15-101 Kalgara (Character): "[On Play] You may trash 1 card from your
hand: Look at 5 cards from the top of your deck; reveal up to a total of 2
[Mont Blanc Noland] or {Shandian Warrior} type cards and add them to your
hand. Then, place the rest at the bottom of your deck in any order."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, accept, decline, pick, play_from_hand
from ..qa import bottom_all
from .sky_island import NOLAND, SHANDIAN, SKY_ISLAND

KALGARA = "OP15-101"


def test_op15_101_trashes_a_card_and_adds_noland_and_a_shandian_warrior():
    b = play_from_hand(KALGARA, hand=[PLAIN],
                       deck=[NOLAND, SKY_ISLAND, SHANDIAN, PLAIN, PLAIN, PLAIN])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[0], b.deck[2]}
    pick(g, b.deck[0], b.deck[2])
    bottom_all(g)
    expect(g, "main", P1)
    st = g.state
    assert set(st.hand[P1]) == {b.deck[0], b.deck[2]} and b.hand[0] in st.trash[P1]


def test_op15_101_declined_looks_at_nothing():
    b = play_from_hand(KALGARA, hand=[PLAIN], deck=[NOLAND, PLAIN])
    decline(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.hand[0]]
