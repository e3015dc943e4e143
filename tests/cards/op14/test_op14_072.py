"""OP14-072 Baby 5 (Character): "[On Play] Add up to 1 DON!! card from your
DON!! deck and set it as active." and "[On K.O.] DON!! −1: Add up to 1 card
from the top of your deck to the top of your Life cards."."""

from optcg.testing import expect

from ..common_play import (P1, P2, PLAIN, accept, choose_number, decline, koed_by_opponent,
                           pay_don, play_from_hand)

BABY_5 = "OP14-072"


def test_op14_072_on_play_adds_an_active_don():
    b = play_from_hand(BABY_5, active=4)
    choose_number(b.game, 1)
    expect(b.game, "main", P1)
    assert b.game.state.don_active[P1] == 1 and b.game.state.don_deck[P1] == 5


def test_op14_072_on_ko_pays_a_don_to_add_the_top_card_to_life():
    b = koed_by_opponent(BABY_5, active=2, deck=[PLAIN, PLAIN], life=[PLAIN])
    g = b.game
    accept(g)
    pay_don(g, 1)
    choose_number(g, 1)
    expect(g, "main", P2)
    st = g.state
    assert len(st.life[P1]) == 2 and b.deck[0] in st.life[P1] and st.don_active[P1] == 1


def test_op14_072_on_ko_declined_adds_no_life():
    b = koed_by_opponent(BABY_5, active=2, deck=[PLAIN, PLAIN], life=[PLAIN])
    decline(b.game)
    expect(b.game, "main", P2)
    assert len(b.game.state.life[P1]) == 1 and b.game.state.don_active[P1] == 2
