"""OP16-104 Catarina Devon (Character, 3000): "[When Attacking] Select up to 1
of your opponent's Characters. This Character's base power becomes the same
as the selected Character's power during this turn." and "[Trigger] Draw 1
card and play up to 1 {Blackbeard Pirates} type Character with a cost of 1
from your trash."."""

from optcg import Action
from optcg.engine.stats import base_power, power
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, on_field, pick, pick_none, trigger_from_life
from .blackbeard import BB_1, BB_2

DEVON = "OP16-104"
FRANKY = "ST01-010"       # 6000


def _attack():
    b = on_field(DEVON, theirs=[FRANKY], their_life=[PLAIN])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    return b, g


def test_op16_104_copies_the_selected_characters_power():
    b, g = _attack()
    pick(g, b.theirs[0])
    expect(g, "block", P2)
    assert base_power(g.state, b.card) == 6000 and power(g.state, b.card) == 6000
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("end_phase"))
    assert base_power(g.state, b.card) == 3000                 # during this turn


def test_op16_104_none_selected_keeps_3000():
    b, g = _attack()
    pick_none(g)
    expect(g, "block", P2)
    assert power(g.state, b.card) == 3000


def test_op16_104_trigger_draws_and_plays_a_cost_1_blackbeard_from_trash():
    b = trigger_from_life(DEVON, trash=[BB_1, BB_2], deck=[PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}
    pick(g, b.trash[0])
    expect(g, "main", P2)
    assert b.trash[0] in g.state.chars[P1] and b.deck[0] in g.state.hand[P1]
