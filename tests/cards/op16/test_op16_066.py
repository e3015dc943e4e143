"""OP16-066 Sengoku (Character): "[On Play] If your Leader has the {Navy}
type, add up to 2 DON!! cards from your DON!! deck and rest them. Then, draw
2 cards and trash 2 cards from your hand."."""

from optcg.testing import expect

from ..common_play import P1, PLAIN, choose_number, pick, play_from_hand
from .admirals import NAVY
from .navy import NAVY_LEADER

SENGOKU = "OP16-066"


def test_op16_066_adds_2_rested_don_draws_2_and_trashes_2():
    b = play_from_hand(SENGOKU, leader=NAVY_LEADER, active=5, deck=[PLAIN] * 3, hand=[NAVY])
    g = b.game
    choose_number(g, 2)
    pick(g, b.hand[0], b.deck[0])
    expect(g, "main", P1)
    st = g.state
    assert st.don_rested[P1] == 7 and st.hand[P1] == [b.deck[1]]


def test_op16_066_not_with_another_leader():
    b = play_from_hand(SENGOKU, active=5, deck=[PLAIN] * 3, hand=[NAVY])
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == b.hand and b.game.state.don_rested[P1] == 5
