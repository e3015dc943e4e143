"""OP02-068 Gum-Gum Rain (Event): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI, selectable


def test_qa_op02_068_gum_gum_rain_q1_the_trigger_may_return_your_own_character():
    """qa_op02.md, OP02-068 Q1: the [Trigger] return may choose the
    player's own Character."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    own = s.p2.character(VIVI)                    # cost 2
    s.p2.life("OP02-068", NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[1]
