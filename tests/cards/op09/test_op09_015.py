"""OP09-015 Lucky.Roux (Character): a Blocker; K.O.'d with a Red-Haired Pirates
Leader, he K.O.s an opposing Character of 6000 base power or less."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import selectable
from ..strict_battle import attacked_by_opponent

CARD = "OP09-015"
RED_HAIRED_LEADER = leader("Red-Haired", types=("Red-Haired Pirates",))
BIG = custom_card("T-ATK7000", "Big attacker", cost=5, power=7000)
FRANKY = "ST01-010"          # 6000


def _koed(leader):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(leader)
    roux = s.p1.character(CARD, rested=True)
    franky = s.p2.character(FRANKY)
    g, att = attacked_by_opponent(s, BIG, target=roux)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    return g, roux, franky, att


def test_op09_015_koed_with_a_red_haired_leader_kos_a_6000():
    g, roux, franky, big = _koed(RED_HAIRED_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}                   # not the 7000 attacker
    g.apply(Action("select", franky))
    expect_decision(g, 1, "main")
    assert roux in g.state.trash[0] and franky in g.state.trash[1]


def test_op09_015_koed_with_another_leader_nothing():
    g, roux, franky, big = _koed("ST01-001")
    expect_decision(g, 1, "main")
    assert roux in g.state.trash[0] and franky in g.state.chars[1]


def test_op09_015_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    roux = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", roux))
    assert g.state.rested[roux]
