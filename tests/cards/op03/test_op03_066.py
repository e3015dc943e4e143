"""OP03-066 Paulie (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY


def test_qa_op03_066_paulie_q1_the_added_don_counts_for_the_8_don_check():
    """qa_op03.md, OP03-066 Q1: with 7 DON!! on the field, the DON!! that
    Paulie's [On Play] adds makes 8, so the K.O. part applies."""
    s = Scenario()
    paulie = s.p1.hand("OP03-066")[0]
    s.p1.don(active=7)
    target = s.p2.character(FRANKY)               # cost 4
    g = s.build()
    g.apply(Action("play", paulie))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", target))
    assert target in g.state.trash[1]
    assert g.state.don_deck[0] == 2
