"""OP01-119 Thunder Bagua (Event): [Counter] +4000 during the battle, then, at
2 Life cards or fewer, a DON!! added rested; [Trigger] a DON!! added active.
Also the official Q&A rulings filed under it (tests/test_faq_compiled_cards.py
explains how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, opts
from ..strict_battle import life_trigger_offered


def test_qa_op01_119_thunder_bagua_q1_usable_with_an_empty_don_deck():
    """qa_op01.md, OP01-119 Q1: the [Counter] Event can be activated with an
    empty DON!! deck; its power part still applies."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    bagua = s.p2.hand("OP01-119")[0]
    s.p2.don(active=2, deck=0)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter_event", bagua) in opts(g)
    g.apply(Action("counter_event", bagua))
    g.apply(Action("select", s.p2.leader_id))
    assert len(g.state.life[1]) == 1, "6000 did not beat 9000"


def _bagua_countered(life: int):
    """P2's 6000 Character attacks P1's 5000 Leader; P1, with `life` Life
    cards, answers with Thunder Bagua on the Leader."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    bagua, = s.p1.hand("OP01-119")
    s.p1.don(active=2, deck=5)
    s.p1.life(*[NO_COUNTER_LIFE] * life)
    att = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, 0, DecisionKind.COUNTER)
    g.apply(Action("counter_event", bagua))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", s.p1.leader_id))
    return s, g


def test_op01_119_counter_plus_4000_and_a_rested_don_at_2_life():
    s, g = _bagua_countered(2)
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)      # up to 1 DON!!
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.COUNTER)
    assert power(g.state, s.p1.leader_id) == 9000
    assert g.state.don_deck[0] == 4 and g.state.don_rested[0] == 3   # 2 paid + 1 added
    g.apply(Action("end_counters"))
    assert len(g.state.life[0]) == 2, "6000 did not beat 9000"


def test_op01_119_counter_at_3_life_adds_no_don():
    s, g = _bagua_countered(3)
    expect_decision(g, 0, DecisionKind.COUNTER)            # no DON!! offered
    assert power(g.state, s.p1.leader_id) == 9000
    assert g.state.don_deck[0] == 5 and g.state.don_rested[0] == 2


def test_op01_119_trigger_adds_an_active_don():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life("OP01-119", NO_COUNTER_LIFE)
    s.p1.don(deck=5)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)      # up to 1
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[0] == 1 and g.state.don_deck[0] == 4
