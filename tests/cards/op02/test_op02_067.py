"""OP02-067 Arabesque Brick Fist (Event): the official Q&A rulings filed under
it, set up with the real card (tests/test_faq_compiled_cards.py explains how
the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, selectable


def test_qa_op02_067_arabesque_brick_fist_q1_may_return_your_own_character():
    """qa_op02.md, OP02-067 Q1: the [Main] return may choose the player's
    own Character."""
    s = Scenario()
    ev = s.p1.hand("OP02-067")[0]
    own = s.p1.character(FRANKY)                  # cost 4
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[0]
