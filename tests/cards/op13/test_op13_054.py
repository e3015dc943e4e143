"""OP13-054 Yamato (Character): "[On Play] If you have 3 or less Life cards,
draw 2 cards. Then, give up to 1 rested DON!! card to your Leader."  Official
ruling qa_op13.md OP13-054: with 4 or more Life cards the DON!! is not given
either."""

from optcg.testing import expect

from ..common_play import P1, PLAIN, choose_number, play_from_hand

YAMATO = "OP13-054"


def test_op13_054_with_3_life_draws_2_and_gives_a_rested_don_to_the_leader():
    b = play_from_hand(YAMATO, life=[PLAIN] * 3, deck=[PLAIN] * 3, active=5)
    g = b.game
    choose_number(g, 1)
    expect(g, "main", P1)
    st = g.state
    assert len(st.hand[P1]) == 2 and st.don[b.leader] == 1 and st.don_rested[P1] == 4


def test_qa_op13_054_with_4_life_neither_draws_nor_gives():
    b = play_from_hand(YAMATO, life=[PLAIN] * 4, deck=[PLAIN] * 3, active=5)
    g = b.game
    expect(g, "main", P1)
    assert g.state.hand[P1] == [] and g.state.don[b.leader] == 0
