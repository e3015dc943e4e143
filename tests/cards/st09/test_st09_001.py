"""ST09-001 Yamato (Leader): the official Q&A rulings filed under it, set up with
the real card (tests/test_faq_compiled_cards.py explains how the rulings are
named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import NO_COUNTER_LIFE


def test_qa_st09_001_yamato_q1_the_second_damage_is_dealt_at_6000():
    """qa_st-09.md, ST09-001 Q1: with 3 Life, Yamato (1 DON!! given) is hit
    by a 5000 [Double Attack]; after the first damage it has 6000 power, yet
    the second damage is still dealt."""
    double = custom_card("T-DOUBLE5", "Double", "Character", cost=5, power=5000,
                         keywords=("Double Attack",))
    s = Scenario()
    a = s.p1.character(double)
    yamato = s.p2.leader("ST09-001", don=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert power(g.state, yamato) == 5000
    g.apply(Action("attack", a, yamato))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1
    assert power(g.state, yamato) == 6000
