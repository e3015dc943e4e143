"""OP14-074 Monet (Character): "[On Play] If your Leader has the {Donquixote
Pirates} type, add up to 1 DON!! card from your DON!! deck and set it as
active." and "[On K.O.] Draw 2 cards and trash 1 card from your hand. Then,
add up to 2 DON!! cards from your DON!! deck and rest them."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, choose_number, koed_by_opponent, pick, play_from_hand
from .donquixote import DQ_LEADER

MONET = "OP14-074"


def test_op14_074_on_play_adds_an_active_don_with_a_donquixote_leader():
    b = play_from_hand(MONET, leader=DQ_LEADER, active=5)
    choose_number(b.game, 1)
    expect(b.game, "main", P1)
    assert b.game.state.don_active[P1] == 1


def test_op14_074_on_play_not_with_another_leader():
    b = play_from_hand(MONET, active=5)
    expect(b.game, "main", P1)
    assert b.game.state.don_active[P1] == 0 and b.game.state.don_deck[P1] == 5


def test_op14_074_on_ko_draws_2_trashes_1_and_adds_2_rested_don():
    b = koed_by_opponent(MONET, deck=[PLAIN] * 3)
    g = b.game
    expect(g, "select", P1)
    pick(g, b.deck[0])                                 # the card to trash
    choose_number(g, 2)
    expect(g, "main", P2)
    st = g.state
    assert st.hand[P1] == [b.deck[1]] and b.deck[0] in st.trash[P1]
    assert st.don_rested[P1] == 2 and st.don_deck[P1] == 8
