"""OP06-118 Roronoa Zoro (Character): once per turn when attacking, 1 DON!!
rested stands him up; once per turn, 2 DON!! rested stand him up. Q&A
(qa_op06.md, OP06-118): the attack ability left unused on the first attack
may be used on a second one."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP06-118"


def _board(active):
    s = Scenario(strict=True)
    zoro = s.p1.character(CARD)
    s.p1.don(active=active)
    s.p2.life(*[VIVI] * 4)
    return s, s.build(), zoro


def _through_battle(g):
    expect_decision(g, 1, "block")
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")


def test_op06_118_when_attacking_rests_1_don_and_stands_up_once_per_turn():
    s, g, zoro = _board(active=3)
    g.apply(Action("attack", zoro, s.p2.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    _through_battle(g)
    assert not g.state.rested[zoro] and g.don(0).active == 2
    g.apply(Action("attack", zoro, s.p2.leader_id))
    _through_battle(g)                                 # not offered again
    assert g.state.rested[zoro] and g.don(0).active == 2


def test_op06_118_qa_when_attacking_unused_then_used_after_the_activate_main():
    """qa_op06.md, OP06-118."""
    s, g, zoro = _board(active=3)
    g.apply(Action("attack", zoro, s.p2.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    _through_battle(g)
    assert g.state.rested[zoro]
    g.apply(Action("activate", zoro, 1))               # ②: stands up
    assert not g.state.rested[zoro] and g.don(0).active == 1
    assert Action("activate", zoro, 1) not in g.legal_actions()      # once per turn
    g.apply(Action("attack", zoro, s.p2.leader_id))
    expect_decision(g, 0, CONFIRM)                     # offered on this attack
    g.apply(Action("accept"))
    _through_battle(g)
    assert not g.state.rested[zoro] and g.don(0).active == 0


def test_op06_118_without_active_don_nothing_is_offered():
    s, g, zoro = _board(active=0)
    assert Action("activate", zoro, 1) not in g.legal_actions()
    g.apply(Action("attack", zoro, s.p2.leader_id))
    _through_battle(g)
    assert g.state.rested[zoro]
