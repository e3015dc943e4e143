"""OP05-039 Stick-Stickem Meteora (Event): the official Q&A rulings filed under
it, set up with the real card (tests/test_faq_compiled_cards.py explains how
the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE, VIVI


def test_qa_op05_039_stick_stickem_meteora_q1_koing_the_attacker_ends_the_battle():
    """qa_op05.md, OP05-039 Q1: the [Counter] K.O.s the (rested) attacking
    Character: the battle ends with no Damage Step."""
    s = Scenario()
    a = s.p1.character(VIVI)                      # cost 2
    ev = s.p2.hand("OP05-039")[0]
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", a))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert a in g.state.trash[0] and len(g.state.life[1]) == 1
