"""OP05-029 Donquixote Doflamingo (Character): once per turn when the opponent
attacks, resting 1 DON!! rests one opposing Character of cost 6 or less."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP05-029"
FRANKY = "ST01-010"          # cost 4
KID = "ST02-013"             # cost 7
HAJRUDIN = "OP01-018"        # cost 4, the attacker


def _attacked(active):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.character(CARD)
    s.p1.don(active=active)
    s.p1.life(VIVI, VIVI)
    franky, kid = s.p2.character(FRANKY), s.p2.character(KID)
    att = s.p2.character(HAJRUDIN)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    return s, g, franky, kid, att


def test_op05_029_rests_1_don_and_a_cost_6_or_less_once_per_turn():
    s, g, franky, kid, att = _attacked(2)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky, att}              # not Kid (cost 7)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "block")
    assert g.state.rested[franky] and g.don(0).rested == 1
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(g, 0, "block")                     # not offered again this turn


def test_op05_029_no_active_don_not_offered():
    s, g, franky, kid, att = _attacked(0)
    expect_decision(g, 0, "block")
    assert not g.state.rested[franky]
