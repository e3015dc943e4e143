"""OP05-067 Zoro-Juurou (Character): when he attacks with you at 3 Life or
fewer, an active DON!! comes from the DON!! deck."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP05-067"


def _attack(life):
    s = Scenario(strict=True)
    zoro = s.p1.character(CARD)
    s.p1.life(*[VIVI] * life)
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", zoro, s.p2.leader_id))
    return g


def test_op05_067_three_life_adds_an_active_don():
    g = _attack(3)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "block")
    assert g.don(0).active == 1


def test_op05_067_four_life_nothing():
    g = _attack(4)
    expect_decision(g, 1, "block")
    assert g.don(0).active == 0 and g.don(0).deck == 10
