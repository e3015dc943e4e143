"""OP12-039 Luffy Is the Man Who Will Become the King of Pirates!!! (Event):
its Main stands up a Roronoa Zoro Leader; its Trigger gives +1000 for the
turn."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP12-039"
ZORO_LEADER = "OP01-001"


def _main(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader, rested=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, "main")
    return s, g


def test_op12_039_main_sets_the_zoro_leader_active():
    s, g = _main(ZORO_LEADER)
    assert not g.state.rested[s.p1.leader_id]
    assert Action("attack", s.p1.leader_id, s.p2.leader_id) in g.legal_actions()


def test_op12_039_main_other_leader_stays_rested():
    s, g = _main("ST01-001")
    assert g.state.rested[s.p1.leader_id]


def test_op12_039_trigger_gives_1000_for_the_turn():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    vivi = s.p1.character(VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {s.p1.leader_id, vivi}
    g.apply(Action("select", vivi))
    expect_decision(g, 1, "main")
    assert power(g.state, vivi) == 5000
