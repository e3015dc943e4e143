"""OP16-026 Emporio.Ivankov (Character): "[On Play] Look at 3 cards from the
top of your deck; reveal up to 1 {Impel Down} type card, add it to your hand
and place the rest at the bottom of your deck in any order. Then, play up to
1 Character card with a cost of 2 or less from your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand
from ..qa import bottom_all
from .impel_down import IMPEL_2, IMPEL_3

IVANKOV = "OP16-026"


def test_op16_026_adds_an_impel_down_card_then_plays_a_cost_2_character():
    b = play_from_hand(IVANKOV, hand=[IMPEL_3], deck=[PLAIN, IMPEL_2, PLAIN, PLAIN])
    g = b.game
    pick(g, b.deck[1])
    bottom_all(g)
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}                # cost 2: not the cost-3 card
    pick(g, b.deck[1])
    expect(g, "main", P1)
    st = g.state
    assert b.deck[1] in st.chars[P1] and st.hand[P1] == b.hand


def test_op16_026_nothing_of_the_type_and_nothing_cheap_to_play():
    b = play_from_hand(IVANKOV, hand=[IMPEL_3], deck=[PLAIN] * 4)
    g = b.game
    bottom_all(g)
    expect(g, "main", P1)
    assert g.state.hand[P1] == b.hand
