"""OP16-067 Tsuru (Character): "[On Play] Look at 5 cards from the top of your
deck; reveal up to 1 {Navy} type card, add it to your hand and place the rest
at the bottom of your deck in any order. Then, trash 1 card from your
hand."."""

from optcg.testing import expect

from ..common_play import P1, PLAIN, pick, play_from_hand
from ..qa import bottom_all
from .admirals import NAVY

TSURU = "OP16-067"


def test_op16_067_adds_a_navy_card_then_trashes_1():
    b = play_from_hand(TSURU, hand=[PLAIN], deck=[PLAIN, PLAIN, PLAIN, PLAIN, NAVY, PLAIN])
    g = b.game
    pick(g, b.deck[4])
    bottom_all(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.deck[4]] and b.hand[0] in g.state.trash[P1]


def test_op16_067_a_navy_card_6th_from_the_top_is_not_seen():
    b = play_from_hand(TSURU, hand=[PLAIN], deck=[PLAIN] * 5 + [NAVY])
    g = b.game
    bottom_all(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == []
