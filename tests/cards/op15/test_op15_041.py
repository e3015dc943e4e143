"""OP15-041 Orlumbus (Character, cost 3):
- [On K.O.] draw 1 card;
- [Activate: Main] [Once Per Turn] as a cost, place 1 of your Characters at
  the bottom of its owner's deck; this Character gains [Rush] during this
  turn.  Placing Orlumbus himself is allowed, and then nothing gains [Rush]
  (official ruling on OP15-041)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, activations, attacks_of, selectable

ORLUMBUS = "OP15-041"
CREW = custom_card("T-CREW", "Crew", cost=2, power=3000)
BRUTE = custom_card("T-BRUTE", "Brute", cost=5, power=9000)


def _fresh():
    s = Scenario(turn=3, strict=True)
    orlumbus = s.p1.character(ORLUMBUS, played_this_turn=True)
    crew = s.p1.character(CREW)
    g = s.build()
    assert attacks_of(g, orlumbus) == []            # played this turn (CR 3-7-6)
    g.apply(Action("activate", orlumbus, 1))
    expect_decision(g, P1, "select")
    assert selectable(g) == {orlumbus, crew}
    return g, orlumbus, crew


def test_op15_041_placing_another_character_gives_him_rush():
    g, orlumbus, crew = _fresh()
    g.apply(Action("select", crew))
    st = g.state
    assert st.deck[P1][0] == crew and crew not in st.chars[P1]
    assert attacks_of(g, orlumbus)                 # [Rush]: he may attack now
    assert activations(g, orlumbus) == []            # once per turn


def test_op15_041_placing_himself_leaves_no_one_with_rush():
    g, orlumbus, crew = _fresh()
    g.apply(Action("select", orlumbus))
    st = g.state
    assert st.deck[P1][0] == orlumbus and st.chars[P1] == [crew]
    assert attacks_of(g, orlumbus) == []


def test_op15_041_on_ko_draws_a_card():
    s = Scenario(turn=4, turn_player=P2)
    orlumbus = s.p1.character(ORLUMBUS, rested=True)
    top, = s.p1.deck(CREW)
    brute = s.p2.character(BRUTE)
    g = s.build()
    g.apply(Action("attack", brute, orlumbus))
    st = g.state
    assert orlumbus in st.trash[P1] and top in st.hand[P1]
