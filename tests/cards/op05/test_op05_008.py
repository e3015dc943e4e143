"""OP05-008 Chaka (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI, opts


def test_qa_op05_008_chaka_q1_both_don_go_to_one_card():
    """qa_op05.md, OP05-008 Q1: the up to 2 rested DON!! cannot be split
    between the Leader and a Character: one card receives them."""
    s = Scenario()
    chaka = s.p1.character("OP05-008", don=1)
    v = s.p1.character(VIVI)
    s.p1.don(rested=2)
    g = s.build()
    g.apply(Action("activate", chaka, 0))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", v))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)          # how many, all to v
    g.apply(Action("number", -1, 2))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.don[v] == 2 and st.don[s.p1.leader_id] == 0 and st.don_rested[0] == 0
    assert Action("activate", chaka, 0) not in opts(g), "[Once Per Turn]"
