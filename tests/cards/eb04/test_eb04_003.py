"""EB04-003 Smoker & Tashigi (Character): "[Rush]" and "[Opponent's Turn]
Your {Navy} type Leader's base power becomes 7000." (a permanent effect,
CR 8-1-3-3; with other base powers set, the highest counts: CR 4-9-2-1)."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import MOD_BASE_POWER, THIS_TURN
from optcg.engine.decision_kinds import MAIN
from optcg.engine.records import card_mod
from optcg.engine.stats import base_power, power
from optcg.testing import Scenario, expect_decision

from ..common import attacks_of
from ..qa import LUFFY_LEADER

SMOKER_TASHIGI = "EB04-003"  # cost 8, [Rush]
KOBY = "OP11-001"            # {Navy} Leader, 5000 power


def _board(leader: str, turn_player: int, don: int = 0):
    s = Scenario(turn=4, turn_player=turn_player)
    leader_id = s.p1.leader(leader, don=don)
    card = s.p1.character(SMOKER_TASHIGI)
    g = s.build()
    return g, leader_id, card


def test_eb04_003_navy_leaders_base_power_is_7000_in_the_opponents_turn():
    g, koby, card = _board(KOBY, 1, don=1)
    st = g.state
    assert base_power(st, koby) == 7000
    assert power(st, koby) == 7000                     # DON!! add nothing in their turn


def test_eb04_003_not_in_your_own_turn():
    g, koby, card = _board(KOBY, 0, don=1)
    st = g.state
    assert base_power(st, koby) == 5000 and power(st, koby) == 6000


def test_eb04_003_not_a_leader_without_the_navy_type():
    g, luffy, card = _board(LUFFY_LEADER, 1)
    assert base_power(g.state, luffy) == card_def(LUFFY_LEADER).power


def test_eb04_003_power_gained_counts_from_the_new_base_and_the_highest_base_wins():
    g, koby, card = _board(KOBY, 1)
    st = g.state
    st.mods.append(card_mod(MOD_BASE_POWER, koby, 6000, THIS_TURN, 1, -1))
    assert power(st, koby) == 7000                     # 7000 over 6000
    st.mods.append(card_mod(MOD_BASE_POWER, koby, 8000, THIS_TURN, 1, -1))
    assert power(st, koby) == 8000 and base_power(st, koby) == 8000


def test_eb04_003_has_rush():
    s = Scenario(turn=3)
    card, = s.p1.hand(SMOKER_TASHIGI)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", card))
    expect_decision(g, 0, MAIN)
    assert attacks_of(g, card)                         # the turn it is played
