"""OP14-078 Bullet String (Event): "[Counter] DON!! −1: If your Leader has the
{Donquixote Pirates} type, up to 1 of your Leader or Character cards gains
+2000 power during this battle. Then, that card gains an additional +2000
power during this turn."  Official ruling qa_op14_eb04.md OP14-078: without
a {Donquixote Pirates} Leader the "Then" part does not apply either."""

from optcg.engine.stats import power
from optcg.testing import expect

from ..common_play import P1, accept, counter_event_used, opponent_attacks, pay_don, pick
from .donquixote import DQ_LEADER

BULLET = "OP14-078"


def _counter(leader):
    b = opponent_attacks(leader=leader, hand=[BULLET], active=3)
    g = counter_event_used(b)
    accept(g)
    pay_don(g, 1)
    return b, g


def test_op14_078_with_a_donquixote_leader_plus_2000_and_2000_more():
    b, g = _counter(DQ_LEADER)
    pick(g, b.leader)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 9000 and g.state.don_deck[P1] == 8


def test_qa_op14_078_without_a_donquixote_leader_no_power_at_all():
    b, g = _counter("ST01-001")
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 5000
