"""OP16-081 Otama (Character): "[Activate: Main] You may rest this Character:
If you have a Character with a cost of 8 or more, give up to 1 of your
opponent's Characters −2000 power during this turn."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common import activations
from ..common_play import P1, PLAIN, on_field, pick
from .wano import COST_8, WANO_7

OTAMA = "OP16-081"


def test_op16_081_rests_itself_for_minus_2000_with_a_cost_8_character():
    b = on_field(OTAMA, chars=[COST_8], theirs=[PLAIN])
    g = b.game
    g.apply(Action("activate", b.card, 0))
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert power(g.state, b.theirs[0]) == 1000 and g.state.rested[b.card]
    assert activations(g, b.card) == []                # rested: the cost cannot be paid


def test_op16_081_with_a_cost_7_character_only_the_cost_is_paid():
    b = on_field(OTAMA, chars=[WANO_7], theirs=[PLAIN])
    g = b.game
    g.apply(Action("activate", b.card, 0))
    expect(g, "main", P1)
    assert power(g.state, b.theirs[0]) == 3000 and g.state.rested[b.card]
