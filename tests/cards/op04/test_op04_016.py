"""OP04-016 Bad Manners Kick Course (Event, cost 0): as a Counter, trashing a
hand card gives +3000 for the battle; its Trigger gives −3000 for the turn.
Q&A (qa_op04.md, OP04-016): not trashing is allowed, and then there is no
+3000."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "OP04-016"


def _counter():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, vivi = s.p1.hand(CARD, VIVI)
    s.p1.life(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, CONFIRM)
    return s, g, vivi


def test_op04_016_trashing_a_card_gives_3000():
    s, g, vivi = _counter()
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 8000 and vivi in g.state.trash[0]


def test_op04_016_qa_not_trashing_gives_nothing():
    """qa_op04.md, OP04-016."""
    s, g, vivi = _counter()
    g.apply(Action("decline"))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 5000 and g.state.hand[0] == [vivi]


def test_op04_016_trigger_gives_minus_3000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, "main")
    assert power(g.state, s.p2.leader_id) == 2000
