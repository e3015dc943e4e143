"""EB03-026 Boa Hancock (Character, cost 6):
- [On Play] if your opponent has 5 or more cards in their hand, they place 1
  card of their choice from it at the bottom of their deck (the owner of the
  hand chooses: official ruling on P-048);
- [Activate: Main] [Once Per Turn] as a cost, place 1 of your Characters at
  the bottom of its owner's deck, Hancock herself allowed (official ruling
  on EB03-026); then your Leader and 1 Character get up to 1 rested DON!!
  card each."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, activations, selectable
from ..placing import FILLER, placed_at_bottom, places

HANCOCK = "EB03-026"
CREW = custom_card("T-CREW", "Crew", cost=2, power=3000)


def _played(hand_size):
    s = Scenario(turn=3)
    hancock, = s.p1.hand(HANCOCK)
    s.p1.don(active=6)
    theirs = s.p2.hand(*[FILLER] * hand_size)
    g = s.build()
    g.apply(Action("play", hancock))
    return g, theirs


def test_eb03_026_on_play_with_5_cards_the_opponent_places_one_of_their_choice():
    g, theirs = _played(5)
    places(g, P2, theirs[3])
    assert len(g.state.hand[P2]) == 4
    placed_at_bottom(g, P2, theirs[3])


def test_eb03_026_on_play_with_4_cards_nothing_happens():
    g, theirs = _played(4)
    expect_decision(g, P1, "main")
    assert g.state.hand[P2] == theirs


def _activated():
    s = Scenario(turn=3, strict=True)
    hancock = s.p1.character(HANCOCK)
    crew, other = s.p1.character(CREW), s.p1.character(CREW)
    s.p1.don(rested=3)
    g = s.build()
    leader = s.p1.leader_id
    g.apply(Action("activate", hancock, 1))
    expect_decision(g, P1, "select")
    assert selectable(g) == {hancock, crew, other}
    return g, leader, hancock, crew, other


def _give_each(g, leader, character):
    expect_decision(g, P1, "choose_number")       # the Leader's DON!!
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, "select")
    assert leader not in selectable(g)
    g.apply(Action("select", character))
    expect_decision(g, P1, "choose_number")
    g.apply(Action("number", -1, 1))


def test_eb03_026_activate_places_a_character_then_gives_leader_and_one_character_a_don():
    g, leader, hancock, crew, other = _activated()
    g.apply(Action("select", crew))
    _give_each(g, leader, other)
    st = g.state
    assert crew == st.deck[P1][0] and crew not in st.chars[P1]
    assert st.don[leader] == 1 and st.don[other] == 1 and st.don_rested[P1] == 1
    assert activations(g, hancock) == []            # once per turn


def test_eb03_026_hancock_may_place_herself_and_still_give_the_don():
    g, leader, hancock, crew, other = _activated()
    g.apply(Action("select", hancock))
    _give_each(g, leader, crew)
    st = g.state
    assert hancock == st.deck[P1][0]
    assert st.don[leader] == 1 and st.don[crew] == 1 and st.don[other] == 0
