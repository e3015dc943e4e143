"""OP15-091 Margarita (Character, cost 1): [On Play] place up to 1 card from
the opponent's trash at the bottom of the owner's deck (its player chooses
among the public trash)."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2, selectable

MARGARITA = "OP15-091"
FILLER = "ST01-006"


def _played(*their_trash):
    s = Scenario(turn=3)
    [margarita] = s.p1.hand(MARGARITA)
    s.p1.don(active=1)
    mine = s.p1.trash(FILLER)
    theirs = s.p2.trash(*their_trash)
    s.p2.deck(FILLER, FILLER)
    g = s.build()
    g.apply(Action("play", margarita))
    return g, mine, theirs


def test_op15_091_places_a_card_of_the_opponents_trash_under_their_deck():
    g, mine, theirs = _played("ST01-008", "ST01-010")
    expect(g, "select", P1)
    assert selectable(g) == set(theirs), "the opponent's trash only"
    g.apply(Action("select", theirs[1]))
    st = g.state
    assert st.deck[P2][0] == theirs[1] and len(st.deck[P2]) == 3       # the bottom card
    assert st.trash[P2] == [theirs[0]] and st.trash[P1] == mine


def test_op15_091_may_place_none():
    g, mine, theirs = _played("ST01-008")
    expect(g, "select", P1)
    g.apply(Action("select_done"))
    assert g.state.trash[P2] == theirs and len(g.state.deck[P2]) == 2


def test_op15_091_with_an_empty_opponents_trash_nothing_is_asked():
    g, mine, theirs = _played()
    expect(g, "main", P1)
    assert g.state.trash[P1] == mine
