"""OP01-057 Paradise Waterfall (Event): [Counter] +2000 during the battle, then
up to 1 of your Characters set active; [Trigger] K.O. up to 1 of the
opponent's rested Characters with a cost of 4 or less.  Also the official Q&A
rulings filed under it (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import CHOPPER, FRANKY, NO_COUNTER_LIFE, ROBIN, selectable
from ..strict_battle import life_trigger_offered

FIVE = custom_card("T-C5", "Five", cost=5, power=6000)


def waterfall_game(target_rested_blocker: bool):
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    if target_rested_blocker:
        t = s.p2.character(CHOPPER, rested=True)
    else:
        t = s.p2.character(ROBIN, rested=True)    # 5000
    fall = s.p2.hand("OP01-057")[0]
    s.p2.don(active=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    return s, g, a, t, fall


def test_qa_op01_057_paradise_waterfall_q1_set_active_target_is_still_attacked():
    """qa_op01.md, OP01-057 Q1: setting the attacked Character as active with
    the [Counter] does not end the attack; the target stays the target."""
    _, g, a, t, fall = waterfall_game(False)
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", fall))
    expect_decision(g, 1, DecisionKind.SELECT)                 # +2000: to nobody
    g.apply(Action("select_done"))
    expect_decision(g, 1, DecisionKind.SELECT)                 # set active
    g.apply(Action("select", t))
    assert not g.state.rested[t]
    assert t in g.state.trash[1], "6000 beats 5000: K.O.'d"


def test_qa_op01_057_paradise_waterfall_q2_set_active_blocker_cannot_block():
    """qa_op01.md, OP01-057 Q2: a rested [Blocker] set as active by the
    [Counter] cannot block in this battle: its Block Step is over."""
    s, g, a, blocker, fall = waterfall_game(True)
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", fall))
    g.apply(Action("select_done"))
    g.apply(Action("select", blocker))
    assert not g.state.rested[blocker]
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1 and blocker in g.state.chars[1]


def test_op01_057_counter_plus_2000_to_the_leader_during_the_battle():
    s = Scenario(turn=4, turn_player=1, strict=True)
    fall, = s.p1.hand("OP01-057")
    s.p1.don(active=1)
    s.p1.life(NO_COUNTER_LIFE)
    att = s.p2.character(FRANKY)                           # 6000 against 5000
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, 0, DecisionKind.COUNTER)
    g.apply(Action("counter_event", fall))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, DecisionKind.COUNTER)            # no Character to set active
    assert power(g.state, s.p1.leader_id) == 7000
    g.apply(Action("end_counters"))
    assert len(g.state.life[0]) == 1, "6000 did not beat 7000"
    assert power(g.state, s.p1.leader_id) == 5000, "during this battle only"


def test_op01_057_trigger_kos_a_rested_cost_4_not_a_cost_5_nor_an_active_one():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life("OP01-057", NO_COUNTER_LIFE)
    rested_4 = s.p2.character(FRANKY, rested=True)         # cost 4
    rested_5 = s.p2.character(FIVE, rested=True)
    active_4 = s.p2.character(FRANKY)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, DecisionKind.SELECT)
    attacker, = set(g.state.chars[1]) - {rested_4, rested_5, active_4}   # cost 3, rested
    assert selectable(g) == {rested_4, attacker}
    g.apply(Action("select", rested_4))
    assert rested_4 in g.state.trash[1]
    assert rested_5 in g.state.chars[1] and active_4 in g.state.chars[1]
