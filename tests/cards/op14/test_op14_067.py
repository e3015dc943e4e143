"""OP14-067 Dellinger (Character): "[On K.O.] Add up to 1 DON!! card from
your DON!! deck and rest it, look at 5 cards from the top of your deck;
reveal up to 1 {Donquixote Pirates} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, choose_number, koed_by_opponent, pick
from ..qa import bottom_all
from .donquixote import DQ_CHAR

DELLINGER = "OP14-067"


def test_op14_067_on_ko_adds_a_rested_don_and_a_donquixote_card():
    b = koed_by_opponent(DELLINGER, deck=[PLAIN, DQ_CHAR, PLAIN, PLAIN, PLAIN, PLAIN])
    g = b.game
    choose_number(g, 1)
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}
    pick(g, b.deck[1])
    bottom_all(g)
    expect(g, "main", P2)
    st = g.state
    assert st.don_rested[P1] == 1 and st.hand[P1] == [b.deck[1]]
    assert st.deck[P1][-1] == b.deck[5]


def test_op14_067_no_donquixote_card_and_no_don_taken():
    b = koed_by_opponent(DELLINGER, deck=[PLAIN] * 6)
    g = b.game
    choose_number(g, 0)
    bottom_all(g)
    expect(g, "main", P2)
    assert g.state.hand[P1] == [] and g.state.don_rested[P1] == 0
