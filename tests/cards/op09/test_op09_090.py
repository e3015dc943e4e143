"""OP09-090 Doc Q (Character): resting him K.O.s an opposing Character of cost
1 or less, with a Blackbeard Pirates Leader; K.O.'d, he draws 1."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP09-090"
BLACKBEARD_LEADER = leader("Blackbeard", types=("Blackbeard Pirates",))
KAROO = "ST01-003"           # cost 1


def _activate(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    docq = s.p1.character(CARD)
    karoo, vivi = s.p2.character(KAROO), s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("activate", docq, 0))
    return g, docq, karoo, vivi


def test_op09_090_with_a_blackbeard_leader_kos_a_cost_1():
    g, docq, karoo, vivi = _activate(BLACKBEARD_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {karoo}
    g.apply(Action("select", karoo))
    expect_decision(g, 0, "main")
    assert g.state.rested[docq] and karoo in g.state.trash[1] and vivi in g.state.chars[1]


def test_op09_090_other_leader_nothing():
    g, docq, karoo, vivi = _activate(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.rested[docq] and karoo in g.state.chars[1]


def test_op09_090_koed_draws_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    docq = s.p1.character(CARD, rested=True)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s, target=docq)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert docq in g.state.trash[0] and g.state.hand[0] == [top]
