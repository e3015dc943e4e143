"""OP01-046 Denjiro (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE, opts


def test_qa_op01_046_denjiro_q1_attacks_without_an_oden_leader_and_nothing_happens():
    """qa_op01.md, OP01-046 Q1: Denjiro may attack with a Leader that is not
    [Kouzuki Oden]; its [When Attacking] effect then does nothing."""
    s = Scenario()
    den = s.p1.character("OP01-046", don=1)
    s.p1.don(rested=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", den, s.p2.leader_id) in opts(g)
    g.apply(Action("attack", den, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.don_rested[0] == 3 and g.state.don_active[0] == 0
    assert len(g.state.life[1]) == 1
