"""OP14-118 You'll Frighten Me... (Event, cost 1):
- "[Counter] If you have 2 or less Life cards, up to 1 of your opponent's
  active Characters cannot attack during this turn";
- "[Trigger] Play up to 1 Character card with 6000 power or less and a
  [Trigger] from your hand."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader, use_life_trigger
from test_card_compiler import card_of

EVENT = "OP14-118"
OTHER_ATTACKER = custom_card("T-ATK2", "Second", cost=3, power=6000)


def test_op14_118_with_2_life_an_active_character_cannot_attack_this_turn():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ev, = s.p1.hand(EVENT)
    s.p1.don(active=1)
    s.p1.life("ST01-006", "ST01-006")
    att = s.p2.character(OTHER_ATTACKER)
    second = s.p2.character(OTHER_ATTACKER)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {second}, "active only"
    g.apply(Action("select", second))
    g.apply(Action("end_counters"))
    expect(g, "main", P2)                          # 6000 against 5000: one Life card taken
    assert not [x for x in g.legal_actions() if x.kind == "attack" and x.card == second]


def test_op14_118_with_3_life_nothing():
    s, g, (ev,), att = attacked_leader([EVENT], active_don=1, life=3, strict=True)
    g.apply(Action("counter_event", ev))
    expect(g, "counter", P1)                       # no Character chosen: nothing asked


def test_op14_118_trigger_plays_a_6000_character_with_a_trigger():
    with_trigger = card_of("[Trigger] Draw 1 card.", name="Trigger Six", number="T-TRIG6",
                           cost=5, power=6000)
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(EVENT, "ST01-006")
    ok, = s.p1.hand(with_trigger)
    g = use_life_trigger(s)
    expect(g, "select", P1)
    g.apply(Action("select", ok))
    assert ok in g.state.chars[P1]
