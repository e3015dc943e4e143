"""OP16-097 Yamato (Character): "[On Play] Add up to 1 {Land of Wano} type
Character card with a cost of 6 or less from your trash to your hand. Then,
play up to 1 Character card with a cost of 2 or less from your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, pick, play_from_hand
from .wano import WANO_2, WANO_6, WANO_7

YAMATO = "OP16-097"


def test_op16_097_returns_a_wano_card_then_plays_a_cost_2():
    b = play_from_hand(YAMATO, trash=[WANO_2, WANO_7])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}
    pick(g, b.trash[0])
    pick(g, b.trash[0])                                # then played from the hand
    expect(g, "main", P1)
    assert b.trash[0] in g.state.chars[P1]


def test_op16_097_a_cost_6_card_is_added_but_cannot_be_played():
    b = play_from_hand(YAMATO, trash=[WANO_6])
    g = b.game
    pick(g, b.trash[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.trash[0]]
