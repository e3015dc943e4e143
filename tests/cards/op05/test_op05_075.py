"""OP05-075 Mr.1(Daz.Bonez) (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE


def test_qa_op05_075_mr1_q1_a_mr1_played_during_the_attack_misses_it():
    """qa_op05.md, OP05-075 Q1: a second Mr.1 played by the first one's
    [On Your Opponent's Attack] does not use its own such effect in the
    same attack."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    first = s.p2.character("OP05-075")
    second = s.p2.hand("OP05-075")[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", second))
    assert second in g.state.chars[1] and first in g.state.chars[1]
    assert g.decision.kind != DecisionKind.CONFIRM
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.don_deck[1] == 9, "only 1 DON!! returned"
