"""OP11-066 Charlotte Oven (Character): [Activate: Main], by resting itself:
its player declares a cost and reveals the top card of the opponent's deck;
when that card has the declared cost, a cost-3-or-less (base) Character of
the opponent may be K.O.'d and then 1 DON!! card is added rested.

Official Q&A on OP11-066: when the revealed card does not have the declared
cost, neither the K.O. nor the DON!! card happens (the "Then" belongs to the
"If").
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

OVEN = "OP11-066"
COST_3 = custom_card("T-C3", "Cost three", cost=3, power=1000)
COST_5 = custom_card("T-C5", "Cost five", cost=5, power=1000)


def _activate(declared: int):
    s = Scenario(turn=3)
    oven = s.p1.character(OVEN)
    s.p1.don(active=2, deck=5)
    s.p2.deck(COST_3, COST_5)                     # the first is the top card
    target = s.p2.character(COST_3)
    g = s.build()
    top = g.state.deck[P2][-1]
    g.apply(Action("activate", oven, 0))
    assert g.state.rested[oven], "its cost: rest this Character"
    expect(g, "choose_number", P1)                # the declared cost: 0 to 10
    assert {a.target for a in g.legal_actions()} == set(range(11))
    g.apply(Action("number", -1, declared))
    assert g.state.deck[P2][-1] == top, "revealed, it stays on the top of the deck"
    return g, target


def test_op11_066_the_declared_cost_matches_ko_and_a_rested_don():
    g, target = _activate(3)
    expect(g, "select", P1)
    g.apply(Action("select", target))
    assert target in g.state.trash[P2]
    expect(g, "choose_number", P1)                # up to 1 DON!! card
    g.apply(Action("number", -1, 1))
    assert g.state.don_rested[P1] == 1 and g.state.don_deck[P1] == 4
    expect(g, "main", P1)


def test_op11_066_another_cost_neither_ko_nor_don():
    """Official Q&A on OP11-066: no match, no K.O. and no DON!! card."""
    g, target = _activate(5)
    expect(g, "main", P1)
    assert target in g.state.chars[P2]
    assert g.state.don_rested[P1] == 0 and g.state.don_deck[P1] == 5


def test_op11_066_the_revealed_card_is_shown_to_both_players():
    g, target = _activate(5)
    top = g.state.deck[P2][-1]
    revealed = [e for e in g.state.log if type(e).__name__ == "Revealed"]
    assert revealed and revealed[-1].cards == (top,)
