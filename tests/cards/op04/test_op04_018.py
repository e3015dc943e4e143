"""OP04-018 Enchanting Vertigo Dance (Event): the official Q&A rulings filed
under it, set up with the real card (tests/test_faq_compiled_cards.py explains
how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, ROBIN, selectable


def test_qa_op04_018_enchanting_vertigo_dance_q1_not_minus_4000_on_one():
    """qa_op04.md, OP04-018 Q1: the -2000 to up to 2 Characters cannot be
    given twice to the same Character."""
    s = Scenario()
    s.p1.leader("OP04-001")                       # {Alabasta}
    ev = s.p1.hand("OP04-018")[0]
    s.p1.don(active=3)
    a, b = s.p2.character(FRANKY), s.p2.character(ROBIN)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", a))
    assert a not in selectable(g) and b in selectable(g)
    g.apply(Action("select_done"))
    assert power(g.state, a) == 4000 and power(g.state, b) == 5000
