"""OP01-119 Thunder Bagua (Event): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, opts


def test_qa_op01_119_thunder_bagua_q1_usable_with_an_empty_don_deck():
    """qa_op01.md, OP01-119 Q1: the [Counter] Event can be activated with an
    empty DON!! deck; its power part still applies."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    bagua = s.p2.hand("OP01-119")[0]
    s.p2.don(active=2, deck=0)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter_event", bagua) in opts(g)
    g.apply(Action("counter_event", bagua))
    g.apply(Action("select", s.p2.leader_id))
    assert len(g.state.life[1]) == 1, "6000 did not beat 9000"
