"""OP07-078 Megaton Nine-Tails Rush (Event): its Main, with no more DON!! than
the opponent, stands up one of your Foxy cards; its Trigger brings an active
DON!!."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP07-078"
FOXY_LEADER = "OP07-059"     # a [Foxy] Leader


def _main(mine, theirs):
    s = Scenario(strict=True)
    s.p1.leader(FOXY_LEADER, rested=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("play", e))
    return s, g


def test_op07_078_sets_the_foxy_leader_active():
    s, g = _main(3, 5)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {s.p1.leader_id}
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "main")
    assert not g.state.rested[s.p1.leader_id]


def test_op07_078_more_don_than_the_opponent_nothing():
    s, g = _main(6, 5)
    expect_decision(g, 0, "main")
    assert g.state.rested[s.p1.leader_id]


def test_op07_078_trigger_adds_an_active_don():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1
