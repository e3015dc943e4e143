"""OP01-080 Miss Doublefinger(Zala) (Character): the official Q&A rulings filed
under it, set up with the real card (tests/test_faq_compiled_cards.py explains
how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, VIVI


def test_qa_op01_080_miss_doublefinger_q1_the_on_ko_draw_is_mandatory():
    """qa_op01.md, OP01-080 Q1: the [On K.O.] draw cannot be declined."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    zala = s.p2.character("OP01-080", rested=True)
    drawn = s.p2.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("attack", a, zala))
    assert zala in g.state.trash[1]
    assert drawn in g.state.hand[1]
    expect_decision(g, 0, DecisionKind.MAIN)        # P2 was never asked
