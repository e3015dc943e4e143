"""OP09-083 Van Augur (Character): resting him gives −3 cost to an opposing
Character, with a Blackbeard Pirates Leader; K.O.'d, he draws 1."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import cost
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP09-083"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
FRANKY = "ST01-010"          # cost 4


def _activate(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    augur = s.p1.character(CARD)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", augur, 0))
    return g, augur, franky


def test_op09_083_with_a_blackbeard_leader_gives_minus_3_cost():
    g, augur, franky = _activate(BLACKBEARD_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert g.state.rested[augur] and cost(g.state, franky) == 1
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert cost(g.state, franky) == 4


def test_op09_083_other_leader_nothing():
    g, augur, franky = _activate(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.rested[augur] and cost(g.state, franky) == 4


def test_op09_083_koed_draws_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    augur = s.p1.character(CARD, rested=True)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s, custom_card("T-ATK7000", "Big", cost=5, power=7000),
                                  target=augur)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert augur in g.state.trash[0] and g.state.hand[0] == [top]
