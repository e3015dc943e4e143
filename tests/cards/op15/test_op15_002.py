"""OP15-002 Lucy (Leader): "[When Attacking]/[On Your Opponent's Attack] You
may trash any number of Event or Stage cards from your hand. This Leader
gains +1000 power during this battle for every card trashed." and
"[Activate: Main] [Once Per Turn] If you have activated an Event with a base
cost of 3 or more during this turn, draw 1 card."  Official ruling
faq_op15-eb04.md OP15-002 Q1: an Event's [Trigger] is not activating the
Event, so it does not count."""

from optcg import Action
from optcg.engine.decision_kinds import BLOCK, COUNTER, MAIN, SELECT, TRIGGER
from optcg.engine.effects import language as L
from optcg.engine.effects.targets import holds
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import activations, selectable
from ..qa import NO_COUNTER_LIFE, VIVI, decline_counters

LUCY = "OP15-002"            # 5000 power
DRAW_EVENT = "OP03-056"      # Event, cost 3: [Main] draw 2 cards; [Trigger] its [Main]
CHEAP_EVENT = "OP02-119"     # Event, cost 2: [Main] K.O. up to 1 cost 1 or less
COUNTER_EVENT = "OP01-089"   # Event, cost 3, [Counter] (its condition unmet here)
STAGE = "ST01-017"           # Stage, cost 2
ATTACKER = "ST01-008"        # vanilla Character, 5000 power
COST_3_AT_LEAST = L.EventActivatedThisTurn(3)


def test_op15_002_when_attacking_trashes_events_and_stages_for_1000_each():
    s = Scenario(strict=True)
    lucy = s.p1.leader(LUCY)
    event, stage, character = s.p1.hand(DRAW_EVENT, STAGE, VIVI)
    g = s.build()
    g.apply(Action("attack", lucy, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {event, stage}            # not the Character card
    g.apply(Action("select", event))
    g.apply(Action("select", stage))
    expect_decision(g, 1, BLOCK)
    st = g.state
    assert power(st, lucy) == 7000
    assert st.trash[0] == [event, stage] and st.hand[0] == [character]


def test_op15_002_on_opponents_attack_trashing_none_adds_nothing():
    s = Scenario(turn=4, turn_player=1, strict=True)
    lucy = s.p1.leader(LUCY)
    event, = s.p1.hand(DRAW_EVENT)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, lucy))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select_done"))
    assert power(g.state, lucy) == 5000 and g.state.hand[0] == [event]


def test_op15_002_on_opponents_attack_trashes_one_for_1000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    lucy = s.p1.leader(LUCY)
    event, = s.p1.hand(DRAW_EVENT)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, lucy))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", event))
    assert power(g.state, lucy) == 6000 and g.state.trash[0] == [event]


def _main_with(event_number: str):
    s = Scenario(strict=True)
    lucy = s.p1.leader(LUCY)
    event, = s.p1.hand(event_number)
    s.p1.deck(*[VIVI] * 5)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, MAIN)
    return g, lucy


def test_op15_002_activate_main_draws_after_a_cost_3_event():
    g, lucy = _main_with(DRAW_EVENT)
    assert len(g.state.hand[0]) == 2                  # the Event's 2 cards
    [use] = activations(g, lucy)
    g.apply(use)
    expect_decision(g, 0, MAIN)
    assert len(g.state.hand[0]) == 3
    assert activations(g, lucy) == []                 # [Once Per Turn]


def test_op15_002_activate_main_no_draw_after_a_cost_2_event():
    g, lucy = _main_with(CHEAP_EVENT)
    assert not holds(g.state, COST_3_AT_LEAST, lucy, 0)
    for use in activations(g, lucy):                  # usable, but draws nothing
        g.apply(use)
    expect_decision(g, 0, MAIN)
    assert len(g.state.hand[0]) == 0


def test_qa_op15_002_q1_an_events_trigger_is_not_activating_it():
    s = Scenario(turn=4, turn_player=1, strict=True)
    lucy = s.p1.leader(LUCY)
    s.p1.life(DRAW_EVENT)
    s.p1.deck(*[VIVI] * 3)
    attacker = s.p2.character(ATTACKER, don=1)         # 6000: the attack hits
    g = s.build()
    g.apply(Action("attack", attacker, lucy))          # no card to trash: not asked
    expect_decision(g, 0, BLOCK)
    g.apply(Action("no_block"))
    decline_counters(g, 0)
    expect_decision(g, 0, TRIGGER)
    g.apply(Action("use_trigger"))
    assert len(g.state.hand[0]) == 2                   # its [Main] drew 2
    assert not holds(g.state, COST_3_AT_LEAST, lucy, 0)


def test_op15_002_a_counter_event_is_activating_it():
    s = Scenario(turn=4, turn_player=1, strict=True)
    lucy = s.p1.leader(LUCY)
    counter, = s.p1.hand(COUNTER_EVENT)
    s.p1.don(active=3)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, lucy))
    g.apply(Action("select_done"))                     # Lucy keeps the Event
    g.apply(Action("no_block"))
    expect_decision(g, 0, COUNTER)
    g.apply(Action("counter_event", counter))
    assert holds(g.state, COST_3_AT_LEAST, lucy, 0)
