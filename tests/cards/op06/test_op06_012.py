"""OP06-012 Bear.King (Character, cost 5, 6000): while the opponent has a
Leader or Character with a base power of 6000 or more, it cannot be K.O.'d
in battle (base power, CR 4-9: a power change does not count)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

BEAR_KING = "OP06-012"
BIG = custom_card("T-BIG", "Big", "Character", cost=7, power=9000)
PUMPED = custom_card("T-PMP", "Pumped", "Character",
                     L.Static(effect=L.StaticPower(target=L.This(), amount=5000)),
                     cost=5, power=5000)
BIG_LEADER = custom_card("T-BL", "Big boss", "Leader", power=6000, life=4)


def _attacked_by(attacker, leader=None):
    """P2's 10000-power attacker against P1's rested Bear.King in P2's turn."""
    s = Scenario(turn=4, turn_player=P2)
    if leader is not None:
        s.p2.leader(leader)
    bear = s.p1.character(BEAR_KING, rested=True)
    hitter = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", hitter, bear))
    return g, bear


def test_op06_012_not_koed_in_battle_against_a_6000_base_power_character():
    g, bear = _attacked_by(BIG)
    expect(g, "main", P2)
    assert bear in g.state.chars[P1]


def test_op06_012_a_6000_base_power_leader_counts_too():
    g, bear = _attacked_by(PUMPED, leader=BIG_LEADER)
    expect(g, "main", P2)
    assert bear in g.state.chars[P1]


def test_op06_012_power_raised_by_an_effect_does_not_count():
    g, bear = _attacked_by(PUMPED)                      # 10000 power, 5000 base
    expect(g, "main", P2)
    assert bear in g.state.trash[P1]
