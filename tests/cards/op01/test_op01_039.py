"""OP01-039 Killer (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, NO_COUNTER_LIFE, VIVI


def test_qa_op01_039_killer_q1_killer_counts_itself():
    """qa_op01.md, OP01-039 Q1: Killer counts itself among the "3 or more
    Characters" of its [On Block] condition."""
    s = Scenario()
    a = s.p1.character(VIVI)
    killer = s.p2.character("OP01-039", don=1)
    s.p2.character(CHOPPER)
    s.p2.character(CHOPPER)
    drawn = s.p2.deck(VIVI)[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    g.apply(Action("block", killer))
    assert drawn in g.state.hand[1], "Killer + 2 others = 3 Characters"
