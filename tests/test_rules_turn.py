"""Turn flow (CR 6): refresh, DON!!, giving DON!!, durations, playing cards."""

import pytest

from optcg import Action, IllegalActionError
from optcg.engine.constants import (END_OF_TURN, MOD_COST, MOD_POWER, THIS_TURN,
                                    UNTIL_NEXT_TURN_START)
from optcg.engine.records import card_mod
from optcg.engine.events import KOd
from optcg.engine.stats import cost, power
from optcg.testing import Scenario

KAROO = "ST01-003"      # vanilla, cost 1, 3000 power, Counter +1000
VIVI = "ST01-009"       # vanilla, cost 2, 4000
ROBIN = "ST01-008"      # vanilla, cost 3, 5000
FRANKY = "ST01-010"     # vanilla, cost 4, 6000
SUNNY = "ST01-017"      # Stage, cost 2


def end_turn(game):
    game.apply(Action("end_phase"))


def test_cr_6_2_3_and_6_2_4_refresh_returns_given_don_and_sets_all_active():
    s = Scenario(turn=3, turn_player=0)
    s.p1.leader("ST01-001", don=2, rested=True)
    c = s.p1.character(ROBIN, rested=True, don=1)
    stage = s.p1.stage(SUNNY, rested=True)
    s.p1.don(active=0, rested=3)
    s.p2.don(active=4)
    g = s.build()
    end_turn(g)                       # P2's turn 4
    end_turn(g)                       # P1's turn 5: refresh
    st = g.state
    assert st.turn == 5 and st.turn_player == 0
    assert st.don[s.p1.leader_id] == 0 and st.don[c] == 0
    # 3 rested + 3 returned DON!! become active, plus 2 from the DON!! Phase.
    assert st.don_active[0] == 3 + 3 + 2 and st.don_rested[0] == 0
    assert not st.rested[s.p1.leader_id] and not st.rested[c] and not st.rested[stage]


def test_cr_6_4_2_and_6_4_3_don_deck_running_out():
    s = Scenario(turn=3, turn_player=1)
    s.p1.don(active=9, deck=1)
    g = s.build()
    end_turn(g)
    assert g.state.don_active[0] == 10 and g.state.don_deck[0] == 0   # CR 6-4-2: only 1
    end_turn(g)
    end_turn(g)
    assert g.state.don_active[0] == 10 and g.state.don_deck[0] == 0   # CR 6-4-3: none


def test_cr_6_5_5_1_give_one_active_don_at_a_time():
    s = Scenario()
    c = s.p1.character(ROBIN)
    s.p1.don(active=2, rested=1)
    g = s.build()
    assert Action("give_don", -1, c) in g.legal_actions()
    g.apply(Action("give_don", -1, c))
    g.apply(Action("give_don", -1, s.p1.leader_id))
    st = g.state
    assert st.don[c] == 1 and st.don[s.p1.leader_id] == 1
    assert st.don_active[0] == 0 and st.don_rested[0] == 1
    assert not [a for a in g.legal_actions() if a.kind == "give_don"], "no active DON!! left"
    with pytest.raises(IllegalActionError) as e:
        g.apply(Action("give_don", -1, c))
    assert e.value.rule == "6-5-5-1"


def test_cr_6_5_5_2_given_don_counts_only_in_owners_turn():
    s = Scenario()
    c = s.p1.character(ROBIN, don=2)
    g = s.build()
    assert power(g.state, c) == 7000
    end_turn(g)
    assert g.state.turn_player == 1
    # CR 6-2-3 happens only in the owner's Refresh Phase: the DON!! stay given
    assert g.state.don[c] == 2 and power(g.state, c) == 5000


def test_cr_6_6_1_3_during_this_turn_effects_end_in_the_end_phase():
    s = Scenario()
    c = s.p1.character(ROBIN)
    g = s.build()
    g.state.mods.append(card_mod(MOD_POWER, c, 2000, THIS_TURN, 0, c))
    g.state.mods.append(card_mod(MOD_POWER, c, 1000, END_OF_TURN, 1, c))
    assert power(g.state, c) == 8000
    end_turn(g)
    assert power(g.state, c) == 5000 and g.state.mods == []


def test_cr_6_2_1_until_start_of_next_turn_ends_at_controllers_refresh():
    s = Scenario()
    c = s.p2.character(ROBIN)
    g = s.build()
    # P1's effect on P2's Character lasts until the start of P1's next turn.
    g.state.mods.append(card_mod(MOD_POWER, c, -2000, UNTIL_NEXT_TURN_START, 0, c))
    end_turn(g)
    assert power(g.state, c) == 3000, "still on during P2's turn"
    end_turn(g)
    assert g.state.turn_player == 0 and power(g.state, c) == 5000


def test_cr_2_7_2_playing_a_character_rests_don_equal_to_its_cost():
    s = Scenario()
    h = s.p1.hand(ROBIN)[0]
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", h))
    st = g.state
    assert h in st.chars[0] and st.don_active[0] == 1 and st.don_rested[0] == 3
    assert not st.rested[h]           # CR 3-7-5: played active
    assert st.played_turn[h] == st.turn


def test_cr_2_7_2_cannot_play_without_enough_active_don_and_state_is_unchanged():
    s = Scenario()
    h = s.p1.hand(FRANKY)[0]
    s.p1.don(active=3, rested=2)
    g = s.build()
    before = g.to_json()
    assert Action("play", h) not in g.legal_actions()
    with pytest.raises(IllegalActionError) as e:
        g.apply(Action("play", h))
    assert e.value.rule == "2-7-2" and "costs 4" in str(e.value)
    assert g.to_json() == before


def test_cr_3_7_6_1_sixth_character_trashes_one_and_is_not_a_ko():
    s = Scenario()
    board = [s.p1.character(KAROO) for _ in range(4)]
    given = s.p1.character(VIVI, don=2)
    new = s.p1.hand(ROBIN)[0]
    s.p1.don(active=3)
    g = s.build()
    plays = [a for a in g.legal_actions() if a.kind == "play"]
    assert {a.target for a in plays} == set(board + [given])
    with pytest.raises(IllegalActionError) as e:
        g.apply(Action("play", new))
    assert e.value.rule == "3-7-6-1"
    g.apply(Action("play", new, given))
    st = g.state
    assert given in st.trash[0] and new in st.chars[0] and len(st.chars[0]) == 5
    assert st.don_rested[0] == 3 + 2, "CR 6-5-5-4: its given DON!! return rested"
    assert any(e.rule == "3-7-6-1-1" for e in g.events)
    assert not any(isinstance(e, KOd) for e in g.events)


def test_cr_3_8_5_1_new_stage_replaces_the_old_one():
    s = Scenario()
    old = s.p1.stage(SUNNY)
    new = s.p1.hand(SUNNY)[0]
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", new))
    assert g.state.stage[0] == [new] and old in g.state.trash[0]
    assert g.state.don_rested[0] == 2 and not any(isinstance(e, KOd) for e in g.events)


def test_cr_1_3_6_2_cost_is_never_below_zero_outside_a_calculation():
    s = Scenario()
    h = s.p1.hand(VIVI)[0]
    g = s.build()
    g.state.mods.append(card_mod(MOD_COST, h, -5, THIS_TURN, 0, h))
    assert cost(g.state, h) == 0
    assert Action("play", h) in g.legal_actions()
    g.apply(Action("play", h))                    # played for no DON!! at all
    assert h in g.state.chars[0] and g.state.don_rested[0] == 0


def test_cr_1_3_6_1_power_can_be_negative():
    s = Scenario()
    c = s.p2.character(KAROO)
    g = s.build()
    g.state.mods.append(card_mod(MOD_POWER, c, -5000, THIS_TURN, 0, c))
    assert power(g.state, c) == -2000
    assert c in g.state.chars[1], "CR 1-3-6-1-1: negative power moves nothing"
