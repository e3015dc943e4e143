"""OP01-113 Holedem (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, opts


def test_qa_op01_113_holedem_q1_the_on_ko_may_add_no_don():
    """qa_op01.md, OP01-113 Q1: Holedem's [On K.O.] "up to 1 DON!!" may add
    none."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    h = s.p2.character("OP01-113", rested=True)
    g = s.build()
    g.apply(Action("attack", a, h))
    expect_decision(g, 1, DecisionKind.CHOOSE_NUMBER)
    assert Action("number", -1, 0) in opts(g)
    g.apply(Action("number", -1, 0))
    assert g.state.don_deck[1] == 10 and g.state.don_rested[1] == 0
