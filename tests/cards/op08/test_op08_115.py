"""OP08-115 The Earth Will Not Lose! (Event): as a Counter with a Shandian
Warrior Leader, +3000 for the battle and then an Upper Yard played from the
hand; its Trigger draws 2 and trashes 1."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "OP08-115"
SHANDIAN_LEADER = leader("Shandian", types=("Shandian Warrior",))
UPPER_YARD = "OP05-117"


def _counter(lead):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    e, yard = s.p1.hand(CARD, UPPER_YARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    s.p1.deck(*[VIVI] * 6)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    return s, g, yard


def test_op08_115_counter_3000_and_plays_upper_yard():
    s, g, yard = _counter(SHANDIAN_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == 8000
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {yard}
    g.apply(Action("select", yard))
    assert g.state.stage[0] == [yard]


def test_op08_115_counter_other_leader_nothing():
    s, g, yard = _counter(leader("Plain"))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 5000 and g.state.hand[0] == [yard]


def test_op08_115_trigger_draws_2_trashes_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", deck[0]))
    expect_decision(g, 1, "main")
    assert g.state.hand[0] == [deck[1]]
