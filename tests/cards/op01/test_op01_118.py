"""OP01-118 Ulti-Mortar (Event): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, expect, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI


def test_qa_op01_118_ulti_mortar_q1_the_draw_is_not_optional():
    """qa_op01.md, OP01-118 Q1: after Ulti-Mortar's [Counter] the card is
    always drawn: no choice is offered."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    mortar = s.p2.hand("OP01-118")[0]
    drawn = s.p2.deck(VIVI, VIVI)[0]
    s.p2.don(active=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", mortar))
    answer(g, DecisionKind.CONFIRM, Action("accept"), 1)
    expect(g, DecisionKind.RETURN_DON, 1)                      # the DON!! −2 part of the cost
    g.apply(min(g.legal_actions()))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", s.p2.leader_id))
    assert drawn in g.state.hand[1]
    assert g.state.don_deck[1] == 9, "2 of the 3 DON!! returned, 1 rested for the cost"
