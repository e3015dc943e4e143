"""OP03-033 Hatchan (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, opts


def test_qa_op03_033_hatchan_q1_trigger_without_east_blue_leader_trashes_it():
    """qa_op03.md, OP03-033 Q1: without an {East Blue} Leader, Hatchan's
    [Trigger] may still be activated; the card is then trashed, not played."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    hatchan = s.p2.life("OP03-033", NO_COUNTER_LIFE)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    assert Action("use_trigger") in opts(g)
    g.apply(Action("use_trigger"))
    assert hatchan in g.state.trash[1] and hatchan not in g.state.chars[1]
    assert hatchan not in g.state.hand[1]
