"""OP12-115 I Love You!! (Event): as a Counter, +2000 for the battle, then at 2
Life or fewer a Trafalgar Law comes back from the trash."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP12-115"
LAW = "EB04-005"             # a [Trafalgar Law]
HEART = "OP01-045"           # not a Law


def _counter(life):
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(*[VIVI] * life)
    law, other = s.p1.trash(LAW, HEART)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    return s, g, law, other


def test_op12_115_two_life_adds_a_law_from_the_trash():
    s, g, law, other = _counter(life=2)
    assert power(g.state, s.p1.leader_id) == 7000
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {law}
    g.apply(Action("select", law))
    expect_decision(g, 0, "counter")
    assert g.state.hand[0] == [law] and other in g.state.trash[0]


def test_op12_115_three_life_no_law():
    s, g, law, other = _counter(life=3)
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 7000
    assert g.state.hand[0] == [] and law in g.state.trash[0]
