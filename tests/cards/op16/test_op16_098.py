"""OP16-098 Yamato (Character, cost 6): "[On Play] Draw 1 card and trash 1
card from your hand." and "[Activate: Main] You may trash this Character:
Play up to 1 black [Yamato] with a cost of 8 from your trash."."""

from optcg import Action
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, on_field, pick, play_from_hand

YAMATO = "OP16-098"
YAMATO_8 = "OP16-096"     # black [Yamato], cost 8
OTHER_8 = "OP16-097"      # black [Yamato], cost 8 too


def test_op16_098_on_play_draws_and_trashes():
    b = play_from_hand(YAMATO, hand=[PLAIN], deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.deck[0]] and b.hand[0] in g.state.trash[P1]


def test_op16_098_trashes_itself_to_play_a_cost_8_yamato_from_trash():
    b = on_field(YAMATO, trash=[YAMATO_8])
    g = b.game
    g.apply(Action("activate", b.card, 1))
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}               # not itself (cost 6)
    pick(g, b.trash[0])
    expect(g, "main", P1)
    assert b.trash[0] in g.state.chars[P1] and b.card in g.state.trash[P1]
