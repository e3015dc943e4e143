"""OP05-102 Gedatsu (Character): when played, K.O. one opposing Character whose
cost is at most the opponent's Life count."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP05-102"
ROBIN = "ST01-008"           # cost 3
FRANKY = "ST01-010"          # cost 4


def _play(their_life):
    s = Scenario(strict=True)
    gedatsu, = s.p1.hand(CARD)
    s.p1.don(active=5)
    s.p2.life(*[VIVI] * their_life)
    robin, franky = s.p2.character(ROBIN), s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", gedatsu))
    return g, robin, franky


def test_op05_102_three_life_kos_a_cost_3():
    g, robin, franky = _play(3)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {robin}
    g.apply(Action("select", robin))
    expect_decision(g, 0, "main")
    assert robin in g.state.trash[1]


def test_op05_102_two_life_nothing_cheap_enough():
    g, robin, franky = _play(2)
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [robin, franky]
