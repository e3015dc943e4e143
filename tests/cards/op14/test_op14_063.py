"""OP14-063 Sugar (Character): "[On Play] Add up to 1 DON!! card from your
DON!! deck and set it as active." and "[On K.O.] If your opponent has 6 or
more DON!! cards on their field, play up to 1 {Donquixote Pirates} type
Character card with a cost of 5 or less from your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, choose_number, koed_by_opponent, pick, play_from_hand
from .donquixote import DQ_CHAR

SUGAR = "OP14-063"


def test_op14_063_on_play_adds_an_active_don():
    b = play_from_hand(SUGAR, active=4)
    g = b.game
    choose_number(g, 1)
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 5


def test_op14_063_on_ko_with_6_opponent_don_plays_a_donquixote_character():
    b = koed_by_opponent(SUGAR, hand=[DQ_CHAR, PLAIN], their_active=6)
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P2)
    assert b.hand[0] in g.state.chars[P1]


def test_op14_063_on_ko_with_5_opponent_don_plays_nothing():
    b = koed_by_opponent(SUGAR, hand=[DQ_CHAR], their_active=5)
    expect(b.game, "main", P2)
    assert b.game.state.hand[P1] == [b.hand[0]]
