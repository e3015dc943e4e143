"""ST21-014 Monkey.D.Luffy (Character): Rush; when attacking, a rested DON!! to
the Leader or a Character."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "ST21-014"


def test_st21_014_rush_and_a_rested_don_given_when_attacking():
    s = Scenario(strict=True)
    luffy, = s.p1.hand(CARD)
    s.p1.don(active=5, rested=1)
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", luffy))
    g.apply(Action("attack", luffy, s.p2.leader_id))   # [Rush]
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", luffy))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "block")
    assert g.don(0).given == {luffy: 1}


def test_st21_014_no_rested_don_nothing_given():
    s = Scenario(strict=True)
    luffy = s.p1.character(CARD)
    s.p1.don(active=2)
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", luffy))
    expect_decision(g, 1, "block")
    assert g.don(0).given == {}
