"""OP01-101 Sasaki (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, expect_decision

from ..qa import BLANK, NO_COUNTER_LIFE, opts


def test_qa_op01_101_sasaki_q1_q2_attacks_with_no_hand_and_trashes_with_no_don_deck():
    """qa_op01.md, OP01-101 Q1 and Q2: Sasaki may attack with an empty hand;
    and with an empty DON!! deck its cost (trash 1 card) may still be paid."""
    # Q1
    s = Scenario()
    sasaki = s.p1.character("OP01-101", don=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", sasaki, s.p2.leader_id) in opts(g)
    g.apply(Action("attack", sasaki, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1
    # Q2 (strict: the one card in hand is asked for, not taken silently)
    s = Scenario(strict=True)
    sasaki = s.p1.character("OP01-101", don=1)
    card = s.p1.hand(BLANK)[0]
    s.p1.don(deck=0)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", sasaki, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    answer(g, DecisionKind.SELECT, Action("select", card), 0)
    assert card in g.state.trash[0] and g.state.don_deck[0] == 0
