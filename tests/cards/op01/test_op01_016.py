"""OP01-016 Nami (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLUE_BAROQUE, GREEN_STRAW_HAT, PURPLE_AKP, VIVI, bottom_all, selectable

ST01_NAMI = "ST01-007"      # a [Nami], {Straw Hat Crew}


def nami_game(*deck):
    s = Scenario()
    nami = s.p1.hand("OP01-016")[0]
    ids = s.p1.deck(*deck)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", nami))
    return g, ids


def test_qa_op01_016_nami_q1_a_non_red_straw_hat_card_can_be_added():
    """qa_op01.md, OP01-016 Q1: Nami's search is not limited to red cards;
    a green {Straw Hat Crew} card can be taken."""
    g, (green, *_) = nami_game(GREEN_STRAW_HAT, BLUE_BAROQUE, PURPLE_AKP)
    assert "Red" not in card_def(GREEN_STRAW_HAT).colors
    expect_decision(g, 0, DecisionKind.SELECT)
    assert selectable(g) == {green}
    g.apply(Action("select", green))
    assert green in g.state.hand[0]


def test_qa_op01_016_nami_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-016 Q2: with no {Straw Hat Crew} card among the
    looked-at cards, all of them go to the bottom of the deck."""
    g, ids = nami_game(BLUE_BAROQUE, PURPLE_AKP, VIVI, VIVI, VIVI, BLUE_BAROQUE)
    looked = ids[:5]
    expect_decision(g, 0, DecisionKind.ARRANGE)                # nothing to add: no choice is asked
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    expect_decision(g, 0, DecisionKind.MAIN)
    deck = g.state.deck[0]                      # the top card last
    assert deck[-1] == ids[5], "the 6th card is now on top"
    assert set(deck[:5]) == set(looked)
    assert not g.state.hand[0]


def test_qa_op01_016_nami_q3_a_short_deck_is_all_looked_at_and_not_empty():
    """qa_op01.md, OP01-016 Q3: with 4 cards in the deck Nami looks at all 4,
    and the deck does not count as empty meanwhile (no defeat)."""
    g, ids = nami_game(GREEN_STRAW_HAT, VIVI, PURPLE_AKP, BLUE_BAROQUE)
    expect_decision(g, 0, DecisionKind.SELECT)
    assert set(g.view(0).looking_at()) == set(ids)
    g.apply(Action("select", ids[0]))
    bottom_all(g)
    expect_decision(g, 0, DecisionKind.MAIN)
    assert not g.over
    assert sorted(g.state.deck[0]) == sorted(ids[1:])


def test_qa_op01_016_nami_q4_st01_007_nami_cannot_be_added():
    """qa_op01.md, OP01-016 Q4: ST01-007, a {Straw Hat Crew} card named
    [Nami], cannot be added by the search "other than [Nami]"."""
    g, (_st_nami, green) = nami_game(ST01_NAMI, GREEN_STRAW_HAT)
    assert "Straw Hat Crew" in card_def(ST01_NAMI).types
    assert selectable(g) == {green}
