"""OP01-022 Brook (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, ROBIN, selectable


def test_qa_op01_022_brook_q1_two_different_characters_not_one_twice():
    """qa_op01.md, OP01-022 Q1: Brook's -2000 to up to 2 Characters cannot
    give one Character -4000: the 2 choices are different Characters."""
    s = Scenario()
    brook = s.p1.character("OP01-022", don=1)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", brook, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", a))
    assert a not in selectable(g), "the same Character cannot be chosen twice"
    assert b in selectable(g)
    g.apply(Action("select", b))                  # the second of 2: no more is asked
    assert power(g.state, a) == 4000 and power(g.state, b) == 3000
