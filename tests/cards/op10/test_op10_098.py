"""OP10-098 Liberation (Event, cost 6): [Trigger] negate the effect of up
to 1 of each of the opponent's Leader and Character cards during this turn
(one Leader and one Character, either may be left out)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import negated, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

LIBERATION = "OP10-098"
PROUD = L.Static(effect=L.StaticPower(target=L.This(), amount=2000))
LEADER = custom_card("T-LD", "Chief", "Leader", PROUD, power=5000, life=4)
BOASTER = custom_card("T-BO", "Boaster", "Character", PROUD, cost=4, power=5000)
FILLER = "ST01-006"


def _triggered():
    s = Scenario(turn=3, strict=True)
    s.p1.leader(LEADER)
    boaster, other = s.p1.characters(BOASTER, FILLER)
    s.p2.life(LIBERATION, FILLER)
    g = s.build()
    g.apply(Action("attack", boaster, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    expect(g, "counter", P2)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    return g, s.p1.leader_id, boaster, other


def test_op10_098_trigger_negates_one_leader_and_one_character():
    g, leader, boaster, other = _triggered()
    expect(g, "select", P2)
    assert selectable(g) == {leader}, "first the Leader"
    g.apply(Action("select", leader))
    expect(g, "select", P2)
    assert selectable(g) == {boaster, other}, "then one Character"
    g.apply(Action("select", boaster))
    st = g.state
    assert negated(st, leader) and negated(st, boaster) and not negated(st, other)
    assert power(st, leader) == 5000 and power(st, boaster) == 5000


def test_op10_098_the_leader_may_be_left_out():
    g, leader, boaster, _other = _triggered()
    g.apply(Action("select_done"))
    expect(g, "select", P2)
    g.apply(Action("select", boaster))
    assert negated(g.state, boaster) and not negated(g.state, leader)
