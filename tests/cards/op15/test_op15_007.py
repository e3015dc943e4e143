"""OP15-007 Gin (Character): "[On Play] If your Leader has the {East Blue}
type, play up to 1 Character card with a cost of 5 or less from your
hand."."""

from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand
from .east_blue import EAST_BLUE_LEADER

GIN = "OP15-007"
FIVE = custom_card("T-C5", "Five", cost=5, power=6000)
SIX = custom_card("T-C6", "Six", cost=6, power=7000)


def test_op15_007_plays_a_cost_5_character_free_with_an_east_blue_leader():
    b = play_from_hand(GIN, leader=EAST_BLUE_LEADER, hand=[FIVE, SIX], active=6)
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert b.hand[0] in g.state.chars[P1] and g.state.don_active[P1] == 0


def test_op15_007_not_with_another_leader():
    b = play_from_hand(GIN, hand=[FIVE, PLAIN], active=6)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == b.hand
