"""OP15-109 Nico Robin (Character): "[On Play] You may add 1 card from the top
of your Life cards to your hand: If your Leader has the {Straw Hat Crew}
type, add up to 1 card from the top of your deck to the top of your Life
cards. Then, play up to 1 {Sky Island} type Character card with a cost of 5
or less from your hand."  Official ruling faq_op15-eb04.md OP15-109: with 0
Life cards the cost cannot be paid, so nothing happens."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, accept, choose_number, only_option, pick, play_from_hand
from .sky_island import SKY_ISLAND, SKY_ISLAND_6

ROBIN = "OP15-109"


def test_op15_109_swaps_the_top_life_card_and_plays_a_sky_island_character():
    b = play_from_hand(ROBIN, life=[PLAIN], deck=[PLAIN, PLAIN], hand=[SKY_ISLAND, SKY_ISLAND_6])
    g = b.game
    accept(g)
    only_option(g, "select")                         # the top Life card
    choose_number(g, 1)
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P1)
    st = g.state
    assert st.life[P1] == [b.deck[0]] and b.life[0] in st.hand[P1]
    assert b.hand[0] in st.chars[P1]


def test_qa_op15_109_with_0_life_nothing_happens():
    b = play_from_hand(ROBIN, life=[], deck=[PLAIN, PLAIN], hand=[SKY_ISLAND])
    expect(b.game, "main", P1)
    assert b.game.state.life[P1] == [] and b.game.state.hand[P1] == [b.hand[0]]
