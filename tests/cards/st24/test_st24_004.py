"""ST24-004 Law & Bepo (Character, cost 10): "[On Play] Rest up to 1 of your
opponent's Characters and that Character will not become active in your
opponent's next Refresh Phase. Then, if your opponent has 2 or more rested
Characters, your Leader gains +2000 power until the end of your opponent's
next End Phase."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

LAW_BEPO = "ST24-004"
THEIRS = custom_card("T-THEIRS", "Theirs", cost=3, power=4000)


def _play(already_rested):
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    lb, = s.p1.hand(LAW_BEPO)
    s.p1.don(active=10)
    target = s.p2.character(THEIRS)
    other = s.p2.character(THEIRS, rested=already_rested)
    g = s.build()
    g.apply(Action("play", lb))
    expect(g, "select", P1)
    g.apply(Action("select", target))
    return leader, target, other, g


def test_st24_004_rests_one_that_stays_rested_and_with_2_rested_the_leader_gains_2000():
    leader, target, other, g = _play(already_rested=True)
    assert g.state.rested[target] and power(g.state, leader) == 7000
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[target] and not g.state.rested[other]
    assert power(g.state, leader) == 7000


def test_st24_004_with_only_1_rested_no_power():
    leader, target, other, g = _play(already_rested=False)
    assert g.state.rested[target] and power(g.state, leader) == 5000


def test_st24_004_qa_two_rested_and_none_active_the_leader_still_gains_2000():
    """qa_st-23-28.md, ST24-004 Q1: with 2 rested Characters and none active,
    one of them is kept rested and the Leader gains +2000."""
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    lb, = s.p1.hand(LAW_BEPO)
    s.p1.don(active=10)
    kept = s.p2.character(THEIRS, rested=True)
    freed = s.p2.character(THEIRS, rested=True)
    g = s.build()
    g.apply(Action("play", lb))
    expect(g, "select", P1)
    g.apply(Action("select", kept))
    expect(g, "main", P1)
    assert power(g.state, leader) == 7000
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[kept] and not g.state.rested[freed]
