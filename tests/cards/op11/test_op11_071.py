"""OP11-071 Charlotte Perospero (Character): [Activate: Main], once per turn,
by trashing a card from the hand: its player declares a cost and reveals the
top card of the opponent's deck; when that card has the declared cost, they
draw 1 and add 1 DON!! card set as active.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

PEROSPERO = "OP11-071"
COST_2 = custom_card("T-C2", "Cost two", cost=2, power=1000)


def _activate(declared: int):
    s = Scenario(turn=3)
    pero = s.p1.character(PEROSPERO)
    fodder, = s.p1.hand("ST01-006")
    s.p1.deck(*["ST01-006"] * 5)
    s.p1.don(active=1, deck=5)
    s.p2.deck(COST_2, COST_2)
    g = s.build()
    g.apply(Action("activate", pero, 0))
    assert fodder in g.state.trash[P1]
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, declared))
    return g, pero


def test_op11_071_a_match_draws_1_and_adds_an_active_don():
    g, pero = _activate(2)
    expect(g, "choose_number", P1)        # up to 1 DON!! card
    g.apply(Action("number", -1, 1))
    assert len(g.state.hand[P1]) == 1
    assert g.state.don_active[P1] == 2 and g.state.don_deck[P1] == 4
    expect(g, "main", P1)
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == pero]


def test_op11_071_no_match_nothing_but_the_cost():
    g, pero = _activate(7)
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 0
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 5
