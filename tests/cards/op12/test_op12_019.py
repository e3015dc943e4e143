"""OP12-019 Color of Arms Haki (Event): "[Main] You may give 1 active DON!!
card to 1 of your [Silvers Rayleigh]: Up to 1 of your Leader or Character
cards gains +1000 power during this turn." Its [Counter] gives +2000 during
the battle to one of your Characters or your [Silvers Rayleigh]. A name in
brackets with no noun is any card of that name, the Leader included (CR 2-1-2)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "OP12-019"


def test_op12_019_cr_2_1_2_cost_gives_the_don_to_the_silvers_rayleigh_leader():
    s = Scenario()
    leader = s.p1.leader("OP12-001")
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert g.state.don[leader] == 1
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", leader))
    # 5000, +1000 by the effect, +1000 for the given DON!! in P1's turn
    assert power(g.state, leader) == 7000


def _countered(leader: str):
    s = Scenario(turn=4, turn_player=1, strict=True)
    lead = s.p1.leader(leader)
    haki, = s.p1.hand(CARD)
    mine = s.p1.character("ST01-009", rested=True)         # vanilla, 4000
    s.p1.life("ST01-006")
    att = s.p2.character("ST01-008")                       # 5000
    g = s.build()
    g.apply(Action("attack", att, mine))
    expect_decision(g, 0, DecisionKind.BLOCK)
    g.apply(Action("no_block"))
    expect_decision(g, 0, DecisionKind.COUNTER)
    g.apply(Action("counter_event", haki))
    expect_decision(g, 0, DecisionKind.SELECT)
    return g, lead, mine


def test_op12_019_counter_plus_2000_to_a_character_or_a_rayleigh_leader():
    g, lead, mine = _countered("OP12-001")
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {lead, mine}
    g.apply(Action("select", mine))
    expect_decision(g, 0, DecisionKind.COUNTER)
    assert power(g.state, mine) == 6000
    g.apply(Action("end_counters"))
    assert mine in g.state.chars[0], "5000 did not beat 6000"


def test_op12_019_counter_cannot_boost_another_leader():
    g, lead, mine = _countered("ST01-001")
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {mine}


def test_op12_019_main_declined_gives_no_don_and_no_power():
    s = Scenario()
    leader = s.p1.leader("OP12-001")
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.don[leader] == 0 and power(g.state, leader) == 5000
