"""OP16-010 Namule (Character): "[On Play] You may reveal 1 Character card
with 8000 power from your hand: K.O. up to 1 of your opponent's Characters
with 2000 base power or less."."""

from optcg import Action
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, accept, decline, pick, play_from_hand
from .whitebeard import BIG_8000, SMALL

NAMULE = "OP16-010"


def test_op16_010_reveals_an_8000_card_to_ko_a_2000_base_power_character():
    b = play_from_hand(NAMULE, hand=[BIG_8000], theirs=[SMALL, PLAIN])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert b.theirs[0] in g.state.trash[P2] and g.state.hand[P1] == b.hand


def test_op16_010_declined_or_without_an_8000_card_nothing():
    b = play_from_hand(NAMULE, hand=[BIG_8000], theirs=[SMALL])
    decline(b.game)
    assert b.theirs[0] in b.game.state.chars[P2]
    b = play_from_hand(NAMULE, hand=[PLAIN], theirs=[SMALL])
    assert b.game.decision.kind == "confirm" and b.game.decision.player == P1
    assert b.game.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    b.game.apply(Action("decline"))
    expect(b.game, "main", P1)
    assert b.theirs[0] in b.game.state.chars[P2]
