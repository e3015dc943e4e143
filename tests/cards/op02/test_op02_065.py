"""OP02-065 Mr.3(Galdino) (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLANK, FRANKY, ROBIN, VIVI, end_turn, ivankov_stand_in, order_first


def test_qa_op02_065_mr3_q1_the_cost_may_be_paid_while_active():
    """qa_op02.md, OP02-065 Q1: Mr.3 is active at the end of the turn; its
    cost (trash 1 card) may still be paid, and nothing else happens."""
    s = Scenario()
    mr3 = s.p1.character("OP02-065")
    card = s.p1.hand(BLANK)[0]
    g = s.build()
    end_turn(g)
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert card in g.state.trash[0] and not g.state.rested[mr3]


def test_qa_op02_065_mr3_q2_can_trash_the_card_the_leader_drew_at_end_of_turn():
    """qa_op02.md, OP02-065 Q2: with the Ivankov Leader, a card drawn by the
    Leader's [End of Your Turn] effect can be trashed to pay Mr.3's [End of
    Your Turn] cost: the turn player resolves the Leader's effect first."""
    s = Scenario()
    s.p1.leader(ivankov_stand_in())
    mr3 = s.p1.character("OP02-065", rested=True)
    drawn = s.p1.deck(VIVI, ROBIN, FRANKY)[:2]
    g = s.build()
    end_turn(g)
    order_first(g, s.p1.leader_id)
    assert set(g.state.hand[0]) == set(drawn)
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", drawn[0]))
    assert drawn[0] in g.state.trash[0] and not g.state.rested[mr3]
