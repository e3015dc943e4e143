"""OP11-079 (Event): [Counter] its player declares a cost and reveals the top
card of the opponent's deck; when that card has the declared cost, one of
their Leader or Character cards may gain +5000 power for the battle.
[Trigger] draw 1.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

EVENT = "OP11-079"
COST_6 = custom_card("T-C6", "Cost six", cost=6, power=1000)
FILLER = "ST01-006"


def _counter(declared: int):
    s = Scenario(turn=4, turn_player=P2)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=1)
    s.p2.deck(COST_6, COST_6)
    s.p1.life(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    g.apply(Action("counter_event", event))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, declared))
    return g, s


def test_op11_079_a_match_gives_plus_5000_for_the_battle():
    g, s = _counter(6)
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    assert len(g.state.life[P1]) == 2, "10000 against 5000: no damage"
    expect(g, "main", P2)
    assert power(g.state, s.p1.leader_id) == 5000, "during this battle only"


def test_op11_079_no_match_no_power():
    g, s = _counter(0)
    assert len(g.state.life[P1]) == 1, "5000 against 5000: the attack hits"


def test_op11_079_trigger_draws_1():
    s = Scenario(turn=3)
    s.p2.life(EVENT)
    s.p2.deck(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    assert len(g.state.hand[P2]) == 1 and len(g.state.deck[P2]) == 1
