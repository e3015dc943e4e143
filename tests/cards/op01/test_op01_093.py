"""OP01-093 Ulti (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import opts


def test_qa_op01_093_ulti_q1_empty_don_deck_cost_may_be_paid_for_nothing():
    """qa_op01.md, OP01-093 Q1: Ulti can be played with an empty DON!! deck;
    its [On Play] cost may be paid, and nothing is added."""
    s = Scenario()
    u = s.p1.hand("OP01-093")[0]
    s.p1.don(active=3, deck=0)
    g = s.build()
    g.apply(Action("play", u))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert u in st.chars[0]
    assert st.don_active[0] == 0 and st.don_rested[0] == 3 and st.don_deck[0] == 0


def test_qa_op01_093_ulti_q2_played_without_the_don_for_its_on_play_cost():
    """qa_op01.md, OP01-093 Q2: Ulti can be played when the (1) cost of its
    [On Play] cannot be paid; the effect simply does not happen."""
    s = Scenario()
    u = s.p1.hand("OP01-093")[0]
    s.p1.don(active=2)
    g = s.build()
    assert Action("play", u) in opts(g)
    g.apply(Action("play", u))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert u in g.state.chars[0] and g.state.don_deck[0] == 8
