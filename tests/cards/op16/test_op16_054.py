"""OP16-054 Mr.1(Daz.Bonez) (Character, 2000): "[DON!! x1] [Your Turn] If you
have 5 or more cards in your hand, this Character gains +3000 power." and
"[On Play] Draw 1 card."."""

from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from ..common_play import P1, P2, PLAIN, play_from_hand

MR1 = "OP16-054"


def test_op16_054_on_play_draws_1():
    b = play_from_hand(MR1, deck=[PLAIN, PLAIN])
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.deck[0]]


def _power(turn_player, given, in_hand):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    mr1 = s.p1.character(MR1, don=given)
    s.p1.hand(*[PLAIN] * in_hand)
    g = s.build()
    return power(g.state, mr1) - 1000 * given * (turn_player == P1)


def test_op16_054_plus_3000_with_a_don_and_5_cards_in_your_turn():
    assert _power(P1, 1, 5) == 5000


def test_op16_054_not_with_4_cards_nor_without_a_don_nor_in_their_turn():
    assert _power(P1, 1, 4) == 2000
    assert _power(P1, 0, 5) == 2000
    assert _power(P2, 1, 5) == 2000
