"""EB04-025 Nefeltari Vivi (Character, cost 7): [On Play] plays up to 1
{Alabasta} type Character card of cost 8 or less from your hand, not one
named [Nefeltari Vivi]; then your opponent places 1 card of their choice
from their hand at the bottom of their deck (the owner of the hand chooses:
official ruling on P-048)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..placing import FILLER, placed_at_bottom, places

VIVI = "EB04-025"
ALABASTA = custom_card("T-ALA", "Royal Guard", cost=8, power=8000, types=("Alabasta",))
ALABASTA_9 = custom_card("T-ALA9", "Big Guard", cost=9, power=9000, types=("Alabasta",))


def _played(hand_size, conceal=False):
    s = Scenario(turn=3)
    vivi, ala, *_ = s.p1.hand(VIVI, ALABASTA, ALABASTA_9, VIVI)
    s.p1.don(active=7)
    theirs = s.p2.hand(*[FILLER] * hand_size)
    g = s.build()
    g.conceal_decisions = conceal
    g.apply(Action("play", vivi))
    return g, ala, theirs


def test_eb04_025_plays_an_alabasta_then_the_opponent_places_a_card_of_their_choice():
    g, ala, theirs = _played(3)
    expect_decision(g, P1, "select")
    assert selectable(g) == {ala}               # not cost 9, not another Vivi
    g.apply(Action("select", ala))
    places(g, P2, theirs[1])
    assert ala in g.state.chars[P1]
    assert g.state.hand[P2] == [theirs[0], theirs[2]]
    placed_at_bottom(g, P2, theirs[1])


def test_eb04_025_an_empty_opponent_hand_places_nothing():
    g, ala, _ = _played(0)
    g.apply(Action("select_done"))
    expect_decision(g, P1, "main")
    assert ala not in g.state.chars[P1]


def test_eb04_025_with_concealed_decisions_the_owner_is_asked_even_with_no_card():
    g, _, _ = _played(0, conceal=True)
    g.apply(Action("select_done"))              # plays no Alabasta
    expect_decision(g, P2, "select")
    assert [a.kind for a in g.legal_actions()] == ["select_done"]
    g.apply(Action("select_done"))
    expect_decision(g, P1, "main")
