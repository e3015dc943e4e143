"""ST11-004 New Genesis (Event): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, expect_decision

from ..qa import FILM_BODY, ROBIN, VIVI, bottom_all, selectable


def test_qa_st11_004_new_genesis_q1_don_set_active_without_adding_a_card():
    """qa_st-11.md, ST11-004 Q1: with an [Uta] Leader (here only for its
    name), the DON!! part of New Genesis applies even when no card is added
    to the hand."""
    s = Scenario()
    s.p1.leader("ST11-001")
    ev = s.p1.hand("ST11-004")[0]
    deck = s.p1.deck(FILM_BODY, VIVI, ROBIN, VIVI)
    s.p1.don(active=1, rested=1)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert deck[0] in selectable(g)
    g.apply(Action("select_done"))
    bottom_all(g)
    answer(g, DecisionKind.CHOOSE_NUMBER,
           max(a for a in g.legal_actions() if a.kind == "number"), 0)
    expect_decision(g, 0, DecisionKind.MAIN)
    assert deck[0] not in g.state.hand[0]
    assert g.state.don_active[0] == 1 and g.state.don_rested[0] == 1
