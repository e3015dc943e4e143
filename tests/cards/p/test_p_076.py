"""P-076 Sakazuki (Leader): [Activate: Main] [Once Per Turn], trashing 1
{Navy} type card from the hand: up to 1 of the opponent's Characters gets
−1 cost during this turn (printed with a full-width minus sign)."""

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

SAKAZUKI = "P-076"
NAVY = custom_card("T-NV", "Sailor", cost=2, types=("Navy",))
PIRATE = custom_card("T-PI", "Pirate", cost=2, types=("Straw Hat Crew",))
VIVI = "ST01-009"                 # cost 2


def _board(*hand):
    s = Scenario(turn=3, strict=True)
    leader = s.p1.leader(SAKAZUKI)
    in_hand = s.p1.hand(*hand)
    vivi = s.p2.character(VIVI)
    return s.build(), leader, in_hand, vivi


def test_p_076_trashes_a_navy_card_to_give_minus_1_cost():
    g, leader, (navy, pirate), vivi = _board(NAVY, PIRATE)
    g.apply(Action("activate", leader, 0))
    expect(g, "select", P1)
    assert selectable(g) == {navy}, "a {Navy} type card only"
    g.apply(Action("select", navy))
    expect(g, "select", P1)
    g.apply(Action("select", vivi))
    expect(g, "main", P1)
    st = g.state
    assert cost(st, vivi) == 1 and navy in st.trash[P1] and pirate in st.hand[P1]
    assert not [a for a in g.legal_actions() if a.kind == "activate"], "[Once Per Turn]"


def test_p_076_cannot_be_activated_without_a_navy_card():
    g, _leader, _hand, _vivi = _board(PIRATE)
    assert not [a for a in g.legal_actions() if a.kind == "activate"]
