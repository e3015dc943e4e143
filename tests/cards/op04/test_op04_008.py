"""OP04-008 Chaka (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, ZERO, selectable


def test_qa_op04_008_chaka_q1_minus_3000_on_one_ko_of_another():
    """qa_op04.md, OP04-008 Q1: Chaka may give -3000 to one Character and
    K.O. a different one that already has 0 power or less."""
    s = Scenario()
    s.p1.leader("OP04-001")                       # a [Nefeltari Vivi] Leader
    chaka = s.p1.character("OP04-008", don=1)
    big = s.p2.character(FRANKY)
    zero = s.p2.character(ZERO)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", chaka, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", big))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert zero in selectable(g)
    g.apply(Action("select", zero))
    assert power(g.state, big) == 3000 and big in g.state.chars[1]
    assert zero in g.state.trash[1]
