"""OP01-070 Dracule Mihawk (Character): [On Play] up to 1 Character with a cost
of 7 or less to the bottom of its owner's deck.  Also the official Q&A rulings
filed under it, set up with the real card (tests/test_faq_compiled_cards.py
explains how the rulings are named).
"""

import pytest

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI, selectable


@pytest.mark.parametrize("number,cost", [("OP01-070", 7), ("OP01-071", 3)])
def test_qa_op01_070_071_mihawk_jinbe_q1_own_character_to_the_deck_bottom(number, cost):
    """qa_op01.md, OP01-070 Q1 and OP01-071 Q1: the [On Play] "place a
    Character at the bottom of the owner's deck" may choose your own."""
    s = Scenario()
    card = s.p1.hand(number)[0]
    own = s.p1.character(VIVI)
    s.p1.don(active=card_def(number).cost)
    g = s.build()
    g.apply(Action("play", card))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert g.state.deck[0][0] == own


def test_op01_070_on_play_takes_a_cost_7_character_not_a_cost_8():
    s = Scenario()
    mihawk = s.p1.hand("OP01-070")[0]
    s.p1.don(active=9)
    seven = s.p2.character(custom_card("T-C7", "Seven", cost=7, power=7000))
    eight = s.p2.character(custom_card("T-C8", "Eight", cost=8, power=8000))
    g = s.build()
    g.apply(Action("play", mihawk))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert selectable(g) == {seven}                        # Mihawk itself costs 9
    g.apply(Action("select", seven))
    assert g.state.deck[1][0] == seven and eight in g.state.chars[1]
