"""EB04-004 Zeff (Character): when he attacks, your Leader's base power is 7000
until the end of the opponent's next End Phase."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB04-004"


def test_eb04_004_leader_base_power_7000_through_the_opponents_turn():
    s = Scenario(strict=True)
    zeff = s.p1.character(CARD)
    s.p1.deck(*[VIVI] * 3)
    s.p2.life(VIVI, VIVI)
    s.p2.deck(*[VIVI] * 3)
    g = s.build()
    leader = s.p1.leader_id
    assert power(g.state, leader) == 5000
    g.apply(Action("attack", zeff, s.p2.leader_id))
    expect_decision(g, 1, "block")
    assert power(g.state, leader) == 7000
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, leader) == 7000
    g.apply(Action("end_phase"))
    expect_decision(g, 0, "main")
    assert power(g.state, leader) == 5000


def test_eb04_004_not_attacking_no_change():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    assert power(g.state, s.p1.leader_id) == 5000
