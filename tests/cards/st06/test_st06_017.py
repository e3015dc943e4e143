"""ST06-017 Navy HQ (Stage): the official Q&A rulings filed under it, set up with
the real card (tests/test_faq_compiled_cards.py explains how the rulings are
named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, ROBIN, selectable


def test_qa_st06_017_navy_hq_q1_the_two_effects_may_pick_different_characters():
    """qa_st-06.md, ST06-017 Q1: the [On Play] -1 cost and the [Activate:
    Main] -1 cost may each go to a different Character."""
    s = Scenario()
    s.p1.leader("ST06-001")                       # {Navy}
    hq = s.p1.hand("ST06-017")[0]
    s.p1.don(active=1)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    g = s.build()
    g.apply(Action("play", hq))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", a))
    g.apply(Action("activate", hq, 1))            # its second ability: rest it, no confirm
    expect_decision(g, 0, DecisionKind.SELECT)
    assert b in selectable(g)
    g.apply(Action("select", b))
    assert cost(g.state, a) == 3 and cost(g.state, b) == 2
    assert g.state.rested[hq]
