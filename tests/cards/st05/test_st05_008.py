"""ST05-008 Shiki (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import LUFFY_LEADER


@pytest.mark.parametrize("cost_area,survives", [(4, True), (3, False)])
def test_qa_st05_008_shiki_q1_given_don_count_for_8_don(cost_area, survives):
    """qa_st-05.md, ST05-008 Q1: "8 or more DON!! cards on your field"
    counts the DON!! given to the Leader and Characters: 2 on Shiki, 2 on
    the Leader and 4 in the cost area keep Shiki from a K.O. in battle."""
    big = custom_card("T-BIG", "Big", "Character", cost=9, power=12000)
    s = Scenario()
    a = s.p1.character(big)
    s.p2.leader(LUFFY_LEADER, don=2)
    shiki = s.p2.character("ST05-008", rested=True, don=2)
    s.p2.don(active=cost_area)
    g = s.build()
    g.apply(Action("attack", a, shiki))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert (shiki in g.state.chars[1]) is survives
