"""ST05-011 Douglas Bullet (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS, DecisionKind
from optcg.engine.stats import keywords
from optcg.testing import Scenario, expect_decision


def test_qa_st05_011_douglas_bullet_q1_double_attack_with_no_opposing_character():
    """qa_st-05.md, ST05-011 Q1: with no Character on the opponent's side,
    Douglas Bullet still gains [Double Attack]."""
    s = Scenario()
    db = s.p1.character("ST05-011")
    s.p1.don(active=4)
    g = s.build()
    assert not keywords(g.state, db) & KEYWORD_BITS["Double Attack"]
    g.apply(Action("activate", db, 0))
    expect_decision(g, 0, DecisionKind.MAIN)          # every DON!! returns: nothing to choose
    assert g.state.don_deck[0] == 10
    assert keywords(g.state, db) & KEYWORD_BITS["Double Attack"]
