"""OP04-100 Capone"Gang"Bege (Character): its Trigger stops one opposing Leader
or Character attacking this turn."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP04-100"


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    g = life_trigger_offered(s)
    return s, g, card


def test_op04_100_trigger_stops_the_opponents_leader_attacking_this_turn():
    s, g, card = _hit()
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, "main")
    assert card in g.state.trash[0]
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == s.p2.leader_id]


def test_op04_100_declined_the_leader_may_attack():
    s, g, card = _hit()
    g.apply(Action("decline_trigger"))
    expect_decision(g, 1, "main")
    assert card in g.state.hand[0]
    assert Action("attack", s.p2.leader_id, s.p1.leader_id) in g.legal_actions()
