"""OP09-119 Monkey.D.Luffy (Character, cost 9): when played, returning 1 or
more DON!! draws 1 and gives him Rush for the turn."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP09-119"


def _play():
    s = Scenario(strict=True)
    luffy, = s.p1.hand(CARD)
    s.p1.don(active=10)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", luffy))
    expect_decision(g, 0, CONFIRM)
    return s, g, luffy, top


def test_op09_119_returns_2_don_draws_and_gains_rush():
    s, g, luffy, top = _play()
    g.apply(Action("accept"))
    expect_decision(g, 0, CHOOSE_NUMBER)                # how many: 1 or more
    g.apply(Action("number", -1, 2))
    for _ in range(2):
        expect_decision(g, 0, RETURN_DON)
        g.apply(Action("return_don", -1, 0))
    expect_decision(g, 0, "main")
    assert g.don(0).deck == 2 and g.state.hand[0] == [top]
    assert Action("attack", luffy, s.p2.leader_id) in g.legal_actions()


def test_op09_119_declined_no_draw_no_rush():
    s, g, luffy, top = _play()
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.don(0).deck == 0 and g.state.hand[0] == []
    assert Action("attack", luffy, s.p2.leader_id) not in g.legal_actions()
