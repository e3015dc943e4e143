"""OP01-064 Alvida (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, expect_decision

from ..qa import BLANK, NO_COUNTER_LIFE, VIVI, opts, selectable


def test_qa_op01_064_alvida_q1_a_returned_character_counter_can_be_used():
    """qa_op01.md, OP01-064 Q1: a Character returned to its owner's hand by
    Alvida's [When Attacking] can be used for its Counter in that battle."""
    s = Scenario()
    alvida = s.p1.character("OP01-064", don=1)
    s.p1.hand(BLANK)
    t = s.p2.character(VIVI)                      # cost 2, Counter +1000
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    assert card_def(VIVI).counter > 0
    g.apply(Action("attack", alvida, s.p2.leader_id))
    answer(g, DecisionKind.CONFIRM, Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert t in selectable(g)
    g.apply(Action("select", t))
    assert t in g.state.hand[1]
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter", t, s.p2.leader_id) in opts(g)
