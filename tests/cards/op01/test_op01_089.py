"""OP01-089 Crescent Cutlass (Event): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, LUFFY_LEADER, NO_COUNTER_LIFE, ROBIN, opts, selectable


@pytest.mark.parametrize("leader,returned", [(LUFFY_LEADER, False), ("ST03-001", True)])
def test_qa_op01_089_crescent_cutlass_q1_q2(leader, returned):
    """qa_op01.md, OP01-089 Q1 and Q2: without a {The Seven Warlords of the
    Sea} Leader the Event can still be activated and does nothing; with one,
    it may return the player's own Character to the hand."""
    s = Scenario(turn_player=0)
    s.p2.leader(leader)
    a = s.p1.character(FRANKY)
    own = s.p2.character(ROBIN)
    cut = s.p2.hand("OP01-089")[0]
    s.p2.don(active=3)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter_event", cut) in opts(g)
    g.apply(Action("counter_event", cut))
    if returned:
        expect_decision(g, 1, DecisionKind.SELECT)
        assert own in selectable(g)
        g.apply(Action("select", own))
    assert cut in g.state.trash[1] and g.state.don_rested[1] == 3
    assert (own in g.state.hand[1]) is returned
