"""OP01-086 Overheat (Event): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, ROBIN, decline_counters, selectable


def test_qa_op01_086_overheat_q1_the_trigger_may_return_your_own_character():
    """qa_op01.md, OP01-086 Q1 (the [Trigger] part): Overheat's [Trigger]
    may return the player's own Character to the hand."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    own = s.p2.character(ROBIN)                   # cost 3
    heat = s.p2.life("OP01-086")[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert own in selectable(g)
    g.apply(Action("select", own))
    assert own in g.state.hand[1] and heat in g.state.trash[1]


def test_qa_op01_086_overheat_q1_q2_the_counter_returns_the_attacked_character():
    """qa_op01.md, OP01-086 Q1 and Q2: the [Counter] may return the
    player's own (active) Character; when that is the attacked Character the
    battle ends without a Damage Step.  The attacked Character is first set
    active with OP01-057 Paradise Waterfall."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(ROBIN, rested=True)
    fall, heat = s.p2.hand("OP01-057", "OP01-086")
    s.p2.don(active=3)
    g = s.build()
    g.apply(Action("attack", a, t))
    g.apply(Action("counter_event", fall))
    g.apply(Action("select_done"))
    g.apply(Action("select", t))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", heat))
    expect_decision(g, 1, DecisionKind.SELECT)                 # +4000: to nobody
    g.apply(Action("select_done"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert t in selectable(g)
    g.apply(Action("select", t))
    decline_counters(g)
    expect_decision(g, 0, DecisionKind.MAIN)
    assert t in g.state.hand[1] and g.state.battle is None
    assert a in g.state.chars[0]
