"""OP14-009 Trafalgar Law (Character, cost 5, [Rush]): [On Your Opponent's
Attack] [Once Per Turn] as a cost, trash 2 cards from your hand; select your
Leader and 1 of your Characters and swap their base powers during this
battle (CR 4-9).  An opponent's Character cannot be selected (official
ruling on OP14-009)."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, attacks_of, selectable

LAW = "OP14-009"
SMALL = custom_card("T-SMALL", "Small", cost=1, power=2000)
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=7000)


def _attacked(hand=2):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    law = s.p1.character(LAW)
    small = s.p1.character(SMALL)
    cards = s.p1.hand(*[SMALL] * hand)
    s.p1.life(SMALL)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    leader = s.p1.leader_id
    g.apply(Action("attack", attacker, leader))
    return g, leader, law, small, cards


def test_op14_009_rush_attacks_the_turn_it_is_played():
    s = Scenario(turn=3)
    law, = s.p1.hand(LAW)
    s.p1.don(active=card_def(LAW).cost)
    g = s.build()
    g.apply(Action("play", law))
    assert attacks_of(g, law)


def test_op14_009_swaps_the_leader_and_a_character_base_power_for_the_battle():
    g, leader, law, small, cards = _attacked()
    expect_decision(g, P1, "confirm")
    g.apply(Action("accept"))
    for c in cards:                                  # the cost: 2 cards from the hand
        g.apply(Action("select", c))
    expect_decision(g, P1, "select")                 # the Leader (asked: strict)
    g.apply(Action("select", leader))
    expect_decision(g, P1, "select")
    assert selectable(g) == {law, small}             # not the attacker (ruling)
    g.apply(Action("select", small))
    st = g.state
    assert set(cards) <= set(st.trash[P1])
    assert power(st, leader) == 2000 and power(st, small) == 5000
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    st = g.state                                     # 7000 against 2000: the attack hits
    assert st.battle is None and power(st, leader) == 5000 and power(st, small) == 2000


def test_op14_009_declined_or_unpaid_nothing_is_swapped():
    g, leader, _, small, _ = _attacked()
    g.apply(Action("decline"))
    assert power(g.state, leader) == 5000 and power(g.state, small) == 2000
    g, leader, _, _, _ = _attacked(hand=1)
    assert (g.decision.player, g.decision.kind) != (P1, "confirm")   # cannot pay 2 cards
    assert power(g.state, leader) == 5000
