"""OP01-108 Hitokiri Kamazo (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, VIVI, opts


def test_qa_op01_108_kamazo_q1_the_on_ko_ko_may_choose_nothing():
    """qa_op01.md, OP01-108 Q1: after paying for Kamazo's [On K.O.], its
    owner may K.O. none of the opponent's Characters ("up to 1")."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    other = s.p1.character(VIVI)
    kamazo = s.p2.character("OP01-108", rested=True)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("attack", a, kamazo))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert a in g.state.chars[0] and other in g.state.chars[0]
    assert g.state.don_deck[1] == 10
