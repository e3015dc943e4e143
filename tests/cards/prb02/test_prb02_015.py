"""PRB02-015 Shiryu (Character, cost 4): with a Blackbeard Pirates Leader he is
a Blocker with +4 cost, and K.O.'d he K.O.s an opposing Character of base
cost 4 or less."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import cost
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import selectable
from ..strict_battle import attacked_by_opponent

CARD = "PRB02-015"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
BIG = custom_card("T-ATK7000", "Big", cost=5, power=7000)
FRANKY = "ST01-010"          # cost 4


def test_prb02_015_blocker_and_cost_8_with_a_blackbeard_leader():
    for lead, blocks, expected in ((BLACKBEARD_LEADER, True, 8), (leader("Plain"), False, 4)):
        s = Scenario(turn=4, turn_player=1, strict=True)
        s.p1.leader(lead)
        shiryu = s.p1.character(CARD)
        g, att = attacked_by_opponent(s)
        expect_decision(g, 0, "block")
        assert (Action("block", shiryu) in g.legal_actions()) is blocks
        assert cost(g.state, shiryu) == expected


def _koed(lead):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    shiryu = s.p1.character(CARD, rested=True)
    franky = s.p2.character(FRANKY)
    g, att = attacked_by_opponent(s, BIG, target=shiryu)
    expect_decision(g, 0, "block")
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    return g, shiryu, franky, att


def test_prb02_015_koed_with_a_blackbeard_leader_kos_a_base_cost_4():
    g, shiryu, franky, big = _koed(BLACKBEARD_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}                   # not the cost-5 attacker
    g.apply(Action("select", franky))
    expect_decision(g, 1, "main")
    assert shiryu in g.state.trash[0] and franky in g.state.trash[1]


def test_prb02_015_koed_with_another_leader_nothing():
    g, shiryu, franky, big = _koed(leader("Plain"))
    expect_decision(g, 1, "main")
    assert franky in g.state.chars[1]
