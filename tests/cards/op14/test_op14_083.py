"""OP14-083 Ms. Wednesday (Character, cost 1): [Activate: Main], trashing
this Character: up to 1 of the opponent's Characters with a cost of 0 (the
cost said before the noun, "0 cost Characters") gets −3000 power during this
turn."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

WEDNESDAY = "OP14-083"
ZERO = custom_card("T-Z0", "Nobody", cost=0, power=4000)
CHOPPER = "ST01-006"              # cost 1
# an [On Play] that gives up to 1 of the opponent's Characters −1 cost
SHRINKER = custom_card("T-SH", "Shrinker", "Character", L.Ability(L.ON_PLAY, steps=(
    L.CostChange(L.Choose(L.Cards(L.OPPONENT)), -1, L.THIS_TURN),)), cost=1)


def _board():
    s = Scenario(turn=3, strict=True)
    wed = s.p1.character(WEDNESDAY)
    shrinker, = s.p1.hand(SHRINKER)
    s.p1.don(active=1)
    zero, chopper = s.p2.characters(ZERO, CHOPPER)
    return s.build(), wed, shrinker, zero, chopper


def test_op14_083_trashes_itself_to_give_a_0_cost_character_minus_3000():
    g, wed, _shrinker, zero, chopper = _board()
    g.apply(Action("activate", wed, 0))
    expect(g, "select", P1)
    assert selectable(g) == {zero}, "cost 1 is not a 0 cost Character"
    g.apply(Action("select", zero))
    expect(g, "main", P1)
    st = g.state
    assert power(st, zero) == 1000 and wed in st.trash[P1]


def test_op14_083_the_current_cost_counts():
    """A cost-1 Character given −1 cost is a 0 cost Character."""
    g, wed, shrinker, zero, chopper = _board()
    g.apply(Action("play", shrinker))
    expect(g, "select", P1)
    g.apply(Action("select", chopper))
    expect(g, "main", P1)
    g.apply(Action("activate", wed, 0))
    expect(g, "select", P1)
    assert selectable(g) == {zero, chopper}
