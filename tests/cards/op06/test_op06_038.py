"""OP06-038 The Billion-fold World Trichiliocosm (Event, cost 1):
- "[Counter] Up to 1 of your Leader or Character cards gains +2000 power
  during this battle. Then, if you have 8 or more rested cards, that card
  gains an additional +2000 power during this battle";
- "[Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of
  3 or less."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader, use_life_trigger

WORLD = "OP06-038"


def _countered(rested_don):
    s, g, (world,), att = attacked_leader([WORLD], active_don=1, rested_don=rested_don,
                                          strict=True)    # rested DON!! are rested cards
    g.apply(Action("counter_event", world))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    return power(g.state, s.p1.leader_id)


def test_op06_038_with_8_rested_cards_the_leader_gains_4000():
    assert _countered(rested_don=7) == 9000, "7 rested + 1 for the Event = 8"


def test_op06_038_with_7_rested_cards_only_2000():
    assert _countered(rested_don=6) == 7000


def test_op06_038_trigger_kos_a_rested_cost_3_character():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(WORLD, "ST01-006")
    rested = s.p2.character(custom_card("T-C3", "Three", cost=3, power=4000), rested=True)
    active = s.p2.character(custom_card("T-C3B", "Three B", cost=3, power=4000))
    g = use_life_trigger(s, attacker=custom_card("T-ATK5", "Attacker", cost=5, power=6000))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {rested}
    g.apply(Action("select", rested))
    assert rested in g.state.trash[P2] and active in g.state.chars[P2]


def _counter_with_given_don(rested_don):
    """P1's rested Leader (3 DON!! given to it) and a rested Character are
    attacked; P1 activates the Event, paying 1 of its DON!!."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    leader = s.p1.leader("ST01-001", rested=True, don=3)
    s.p1.character(custom_card("T-C1", "Idle", cost=1, power=1000), rested=True)
    world, = s.p1.hand(WORLD)
    s.p1.don(active=1, rested=rested_don)
    s.p1.life("ST01-006", "ST01-006")
    att = s.p2.character(custom_card("T-ATK6", "Attacker", cost=3, power=6000))
    g = s.build()
    g.apply(Action("attack", att, leader))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("counter_event", world))
    expect(g, "select", P1)
    g.apply(Action("select", leader))
    expect(g, "counter", P1)
    return power(g.state, leader)


def test_op06_038_given_don_are_not_rested_cards():
    """qa_op06.md, OP06-038 Q1: 3 rested DON!! in the cost area, a rested
    Leader and a rested Character make 5 rested cards; the 3 DON!! given to
    the Leader are not rested cards (CR 4-4-2), so the Leader gains +2000,
    not +4000.  With 3 more rested DON!! in the cost area it would be 8."""
    assert _counter_with_given_don(rested_don=2) == 7000, "5 rested cards: +2000 only"
    assert _counter_with_given_don(rested_don=5) == 9000, "8 rested cards: +4000"


def _reiju_attacks_into_hydra(use_trigger):
    """P1's OP06-042 Vinsmoke Reiju Leader, 6 DON!! on the field, attacks in
    P1's turn; P2's damage Life card is OP02-090 Hydra, whose [Trigger] has
    P1 return 1 DON!! to the DON!! deck."""
    s = Scenario(strict=True)
    reiju = s.p1.leader("OP06-042")
    s.p1.deck("ST01-006", "ST01-006")
    s.p1.don(active=6)
    s.p2.life("OP02-090", "ST01-006")
    g = s.build()
    hand = len(g.state.hand[P1])
    g.apply(Action("attack", reiju, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    expect(g, "counter", P2)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P2)
    if use_trigger:
        g.apply(Action("use_trigger"))
        expect(g, "return_don", P1)
        g.apply(Action("return_don", -1, 1))
    else:
        g.apply(Action("decline_trigger"))
    expect(g, "main", P1)
    return len(g.state.hand[P1]) - hand, g.don(P1).active


def test_op06_038_and_op06_042_don_returned_by_the_opponent_in_your_turn_draws():
    """qa_op06.md, the question filed under OP06-038 and OP06-042 (it is
    about the OP06-042 Reiju Leader's [Your Turn] effect): a DON!! returned
    to the DON!! deck by the opponent's effect during your turn still
    triggers it, so Reiju draws 1."""
    drawn, don = _reiju_attacks_into_hydra(use_trigger=True)
    assert drawn == 1 and don == 5, don
    drawn, don = _reiju_attacks_into_hydra(use_trigger=False)
    assert drawn == 0 and don == 6, "no DON!! returned, no draw"
