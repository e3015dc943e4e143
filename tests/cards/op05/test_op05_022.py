"""OP05-022 Donquixote Rosinante (Leader): the official Q&A rulings filed under
it, set up with the real card (tests/test_faq_compiled_cards.py explains how
the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, ROBIN


def test_qa_op05_022_rosinante_q1_a_blocking_leader_that_loses_takes_damage():
    """qa_op05.md, OP05-022 Q1: the Leader blocks with its [Blocker] and
    loses the battle: its player takes damage."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    s.p2.leader("OP05-022")
    t = s.p2.character(ROBIN, rested=True)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, DecisionKind.BLOCK)
    g.apply(Action("block", s.p2.leader_id))
    assert len(g.state.life[1]) == 1
    assert t in g.state.chars[1]
