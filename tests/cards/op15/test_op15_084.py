"""OP15-084 Dr. Hogback (Character): "[On Play] If your Leader has the
{Thriller Bark Pirates} type, trash 5 cards from the top of your deck." and
"[On K.O.] If you have 6 or less cards in your hand, draw 1 card."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, koed_by_opponent, play_from_hand
from .sky_island import THRILLER_LEADER

HOGBACK = "OP15-084"


def test_op15_084_on_play_trashes_5_with_a_thriller_bark_leader():
    b = play_from_hand(HOGBACK, leader=THRILLER_LEADER, deck=[PLAIN] * 6)
    expect(b.game, "main", P1)
    assert set(b.game.state.trash[P1]) == set(b.deck[:5])


def test_op15_084_on_play_not_with_another_leader():
    b = play_from_hand(HOGBACK, deck=[PLAIN] * 6)
    expect(b.game, "main", P1)
    assert b.game.state.trash[P1] == []


def test_op15_084_on_ko_draws_with_6_cards_in_hand_not_7():
    for in_hand, drawn in ((6, 1), (7, 0)):
        b = koed_by_opponent(HOGBACK, hand=[PLAIN] * in_hand, deck=[PLAIN] * 2)
        expect(b.game, "main", P2)
        assert len(b.game.state.hand[P1]) == in_hand + drawn, in_hand
