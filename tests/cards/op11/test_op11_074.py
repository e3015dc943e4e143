"""OP11-074 Streusen (Character): [Activate: Main], once per turn, for DON!!
−1 and resting itself: its player declares a cost and reveals the top card
of the opponent's deck; when that card has the declared cost, one of the
opponent's Characters with a cost of 4 or less may be rested.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

STREUSEN = "OP11-074"
COST_4 = custom_card("T-C4", "Cost four", cost=4, power=1000)


def _activate(declared: int):
    s = Scenario(turn=3)
    streusen = s.p1.character(STREUSEN)
    s.p1.don(active=2, deck=8)
    s.p2.deck(COST_4)
    target = s.p2.character(COST_4)
    g = s.build()
    g.apply(Action("activate", streusen, 0))
    while g.decision.kind in ("confirm", "return_don"):    # DON!! −1 and the rest
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind == "accept"), acts[0]))
    assert g.state.rested[streusen] and g.state.don_deck[P1] == 9
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, declared))
    return g, target


def test_op11_074_a_match_rests_a_cost_4_character():
    g, target = _activate(4)
    expect(g, "select", P1)
    g.apply(Action("select", target))
    assert g.state.rested[target]
    expect(g, "main", P1)


def test_op11_074_no_match_rests_nothing():
    g, target = _activate(3)
    expect(g, "main", P1)
    assert not g.state.rested[target]
