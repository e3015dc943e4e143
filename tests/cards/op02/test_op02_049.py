"""OP02-049 Emporio.Ivankov (Leader): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, expect_decision

from ..qa import BLANK, FRANKY, ROBIN, VIVI, end_turn, ivankov_stand_in, order_first


def test_qa_op02_049_ivankov_q1_mr3_empties_the_hand_then_the_leader_draws():
    """qa_op02.md, OP02-049 Q1 (with the real OP02-065 Mr.3): Mr.3's [End of
    Your Turn] trashes the last card of the hand first; the Leader's effect,
    resolved next, then finds 0 cards in hand and draws 2."""
    s = Scenario(strict=True)
    s.p1.leader(ivankov_stand_in())
    mr3 = s.p1.character("OP02-065", rested=True)
    last = s.p1.hand(BLANK)[0]
    drawn = s.p1.deck(VIVI, ROBIN, FRANKY)[:2]
    g = s.build()
    end_turn(g)
    order_first(g, mr3)
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    answer(g, DecisionKind.SELECT, Action("select", last), 0)        # the one card, asked for
    assert last in g.state.trash[0] and not g.state.rested[mr3]
    assert set(g.state.hand[0]) == set(drawn)
