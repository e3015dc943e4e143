"""OP02-059 Boa Hancock (Character): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLANK, NO_COUNTER_LIFE, VIVI, opts


def test_qa_op02_059_hancock_q1_then_trash_up_to_3_may_trash_none():
    """qa_op02.md, OP02-059 Q1: after drawing 1 and trashing 1, the "then
    trash up to 3 cards" may trash no card at all."""
    s = Scenario()
    hancock = s.p1.character("OP02-059")
    first, *_ = s.p1.hand(BLANK, BLANK, BLANK)
    drawn = s.p1.deck(VIVI, VIVI)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", hancock, s.p2.leader_id))
    assert drawn in g.state.hand[0]
    expect_decision(g, 0, DecisionKind.SELECT)                 # the mandatory trash
    g.apply(Action("select", first))
    expect_decision(g, 0, DecisionKind.SELECT)                 # up to 3
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert len(g.state.hand[0]) == 3 and first in g.state.trash[0]
