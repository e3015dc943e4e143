"""OP05-031 Buffalo (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, NO_COUNTER_LIFE


def test_qa_op05_031_buffalo_q1_the_attacking_buffalo_counts_as_rested():
    """qa_op05.md, OP05-031 Q1: Buffalo, rested by attacking, and one other
    rested Character make "2 or more rested Characters"."""
    s = Scenario()
    buffalo = s.p1.character("OP05-031")
    small = s.p1.character(CHOPPER, rested=True)  # cost 1
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", buffalo, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", small))
    assert not g.state.rested[small]
