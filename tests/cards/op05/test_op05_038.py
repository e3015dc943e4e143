"""OP05-038 Charlestone (Event): as a Counter, +4000 for the battle, then a
hand card may be trashed to stand up to 3 DON!!; its Trigger rests an
opposing Leader or Character of cost 3 or less."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "OP05-038"


def _counter():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=2, rested=3)
    s.p1.life(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == 9000
    expect_decision(g, 0, CONFIRM)
    return s, g, vivi


def test_op05_038_trashing_a_card_sets_3_don_active():
    s, g, vivi = _counter()
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 3))
    expect_decision(g, 0, "counter")
    assert vivi in g.state.trash[0] and g.don(0).active == 3 and g.don(0).rested == 2


def test_op05_038_declined_no_don_set_active():
    s, g, vivi = _counter()
    g.apply(Action("decline"))
    expect_decision(g, 0, "counter")
    assert g.state.hand[0] == [vivi] and g.don(0).active == 0


def test_op05_038_trigger_rests_a_cost_3_or_less():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    robin, franky = s.p2.character("ST01-008"), s.p2.character("ST01-010")   # cost 3, cost 4
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    assert robin in selectable(g) and franky not in selectable(g)
    g.apply(Action("select", robin))
    expect_decision(g, 1, "main")
    assert g.state.rested[robin]
