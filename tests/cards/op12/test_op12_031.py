"""OP12-031 Tashigi (Character, cost 5): "[On Play] Rest up to 1 of your
opponent's Characters with a base cost of 6 or less. Then, give up to 3
rested DON!! cards to your [Roronoa Zoro] Leader."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

TASHIGI = "OP12-031"
ZORO_LEADER = "OP01-001"
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)
COST_7 = custom_card("T-C7", "Seven", cost=7, power=8000)


def _play(leader):
    s = Scenario(turn=3)
    lead = s.p1.leader(leader)
    tashigi, = s.p1.hand(TASHIGI)
    s.p1.don(active=5, rested=3)
    six, seven = s.p2.character(COST_6), s.p2.character(COST_7)
    g = s.build()
    g.apply(Action("play", tashigi))
    return lead, six, seven, g


def test_op12_031_rests_a_base_cost_6_and_gives_3_rested_don_to_a_zoro_leader():
    lead, six, seven, g = _play(ZORO_LEADER)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {six}
    g.apply(Action("select", six))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 3))
    assert g.state.rested[six] and g.state.don[lead] == 3
    assert g.state.don_rested[P1] == 5, "3 rested before + 5 for Tashigi - 3 given"


def test_op12_031_another_leader_gets_no_don():
    lead, six, seven, g = _play("ST01-001")
    g.apply(Action("select", six))
    expect(g, "main", P1)
    assert g.state.don[lead] == 0
