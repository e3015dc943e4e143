"""OP11-050 Gotti (Character, cost 3, 4000): [When Attacking] trash 1
{Firetank Pirates} type card from your hand: return up to 1 Character with a
cost of 1 or less to the owner's hand or place it at the bottom of their deck
(the player who activated it picks where, as for OP04-043)."""

import pytest

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

GOTTI = "OP11-050"
FIRETANK = custom_card("T-FTP", "Firetank", cost=2, power=3000, types=("Firetank Pirates",))
OTHER = custom_card("T-OTH", "Other", cost=2, power=3000, types=("Navy",))
ONE = custom_card("T-C1", "One", cost=1, power=2000)
TWO = custom_card("T-C2", "Two", cost=2, power=3000)


def _attack(hand):
    s = Scenario(turn=3)
    gotti = s.p1.character(GOTTI)
    cards = s.p1.hand(*hand)
    one, two = s.p2.character(ONE), s.p2.character(TWO)
    g = s.build()
    g.apply(Action("attack", gotti, s.p2.leader_id))
    return g, cards, one, two


@pytest.mark.parametrize("where", [0, 1])
def test_op11_050_a_cost_1_character_to_its_owners_hand_or_deck_bottom(where):
    g, (firetank, other), one, two = _attack((FIRETANK, OTHER))
    expect_decision(g, P1, "confirm")
    g.apply(Action("accept"))                            # the only Firetank card pays
    expect_decision(g, P1, "select")
    assert one in selectable(g) and two not in selectable(g)
    g.apply(Action("select", one))
    expect_decision(g, P1, "choose_number")
    g.apply(Action("number", -1, where))
    st = g.state
    assert firetank in st.trash[P1] and other in st.hand[P1]
    assert (one in st.hand[P2]) == (where == 0)
    assert (st.deck[P2][:1] == [one]) == (where == 1)
    assert two in st.chars[P2]


def test_op11_050_no_firetank_pirates_card_no_effect():
    g, (other,), one, _ = _attack((OTHER,))
    assert [a.kind for a in g.legal_actions()] == ["decline"]     # the cost cannot be paid
    g.apply(Action("decline"))
    assert one in g.state.chars[P2] and other in g.state.hand[P1]
