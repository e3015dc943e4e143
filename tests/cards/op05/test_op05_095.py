"""OP05-095 Dragon Claw (Event): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI, selectable


def test_qa_op05_095_dragon_claw_q1_14_in_trash_is_enough():
    """qa_op05.md, OP05-095 Q1: with 14 cards in the trash the Event itself
    is trashed on activation, making 15, so its K.O. part applies."""
    s = Scenario()
    a = s.p1.character(FRANKY)                    # cost 4
    ev = s.p2.hand("OP05-095")[0]
    s.p2.trash(*[VIVI] * 14)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert a in selectable(g)
    g.apply(Action("select", a))
    assert a in g.state.trash[0]
