"""OP05-077 Gamma Knife (Event): its Main, for DON!! −1, gives −5000 for the
turn; its Trigger brings an active DON!!."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP05-077"
KID = "ST02-013"             # 7000


def _main():
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=3)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, CONFIRM)
    return g, kid


def test_op05_077_returns_a_don_for_minus_5000():
    g, kid = _main()
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 2000 and g.don(0).deck == 8


def test_op05_077_declined_nothing():
    g, kid = _main()
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 7000 and g.don(0).deck == 7


def test_op05_077_trigger_adds_an_active_don():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1
