"""OP01-030 In Two Years!! At the Sabaody Archipelago!! (Event): the official Q&A
rulings filed under it, set up with the real card
(tests/test_faq_compiled_cards.py explains how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLUE_BAROQUE, GREEN_STRAW_HAT, PURPLE_AKP, VIVI, bottom_all, selectable


def sabaody_game(*deck):
    s = Scenario()
    ev = s.p1.hand("OP01-030")[0]
    ids = s.p1.deck(*deck)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", ev))
    return g, ids


def test_qa_op01_030_in_two_years_q1_a_non_red_straw_hat_character_can_be_added():
    """qa_op01.md, OP01-030 Q1 (under the empty heading): the [Main] search
    may take a {Straw Hat Crew} Character card that is not red."""
    g, (green, _blue) = sabaody_game(GREEN_STRAW_HAT, BLUE_BAROQUE)
    expect_decision(g, 0, DecisionKind.SELECT)
    assert selectable(g) == {green}
    g.apply(Action("select", green))
    assert green in g.state.hand[0]


def test_qa_op01_030_in_two_years_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-030 Q2: with no card to add, every looked-at card
    goes to the bottom of the deck."""
    g, ids = sabaody_game(BLUE_BAROQUE, PURPLE_AKP, VIVI, VIVI, VIVI, PURPLE_AKP)
    expect_decision(g, 0, DecisionKind.ARRANGE)                # nothing to add: no choice is asked
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    assert g.state.deck[0][-1] == ids[5] and set(g.state.deck[0][:5]) == set(ids[:5])
