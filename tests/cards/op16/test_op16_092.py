"""OP16-092 Nico Robin (Character): "[On Play] You may trash 1 Character card
with a cost of 8 or more from your hand: Draw 2 cards."."""

from optcg import Action
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, accept, pick, play_from_hand
from .wano import COST_8, WANO_7

ROBIN = "OP16-092"


def test_op16_092_trashes_a_cost_8_character_to_draw_2():
    b = play_from_hand(ROBIN, hand=[COST_8, WANO_7], deck=[PLAIN] * 3)
    g = b.game
    accept(g)
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 3 and b.hand[0] in g.state.trash[P1]


def test_op16_092_not_offered_with_only_a_cost_7_character():
    b = play_from_hand(ROBIN, hand=[WANO_7], deck=[PLAIN] * 3)
    assert b.game.decision.kind == "confirm" and b.game.decision.player == P1
    assert b.game.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    b.game.apply(Action("decline"))
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == b.hand
