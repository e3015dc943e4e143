"""OP01-115 Elephant's Marchoo (Event): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI, opts


def test_qa_op01_115_elephants_marchoo_q1_usable_with_an_empty_don_deck():
    """qa_op01.md, OP01-115 Q1: the [Main] Event can be activated with no
    DON!! card left in the DON!! deck; its K.O. still happens."""
    s = Scenario()
    ev = s.p1.hand("OP01-115")[0]
    s.p1.don(active=4, deck=0)
    small = s.p2.character(VIVI)                  # cost 2
    g = s.build()
    assert Action("play", ev) in opts(g)
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", small))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert small in g.state.trash[1] and ev in g.state.trash[0]
