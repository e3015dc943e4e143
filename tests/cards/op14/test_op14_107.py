"""OP14-107 Shakuyaku (Character): "[On Play] If your opponent has 3 or less
Life cards, draw 2 cards and trash 2 cards from your hand." and "[Trigger] If
your Leader has the {Kuja Pirates} type, play this card."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, pick, play_from_hand, trigger_from_life
from .kuja import KUJA_LEADER

SHAKUYAKU = "OP14-107"


def test_op14_107_opponent_at_3_life_draws_2_and_trashes_2():
    b = play_from_hand(SHAKUYAKU, hand=[PLAIN], deck=[PLAIN] * 3, their_life=[PLAIN] * 3)
    g = b.game
    pick(g, b.hand[0], b.deck[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.deck[1]] and len(g.state.trash[P1]) == 2


def test_op14_107_opponent_at_4_life_does_nothing():
    b = play_from_hand(SHAKUYAKU, hand=[PLAIN], deck=[PLAIN] * 3, their_life=[PLAIN] * 4)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.hand[0]]


def test_op14_107_trigger_plays_it_with_a_kuja_leader_only():
    b = trigger_from_life(SHAKUYAKU, leader=KUJA_LEADER, their_life=[PLAIN] * 4)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.chars[P1]
    b = trigger_from_life(SHAKUYAKU, their_life=[PLAIN] * 4)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]
