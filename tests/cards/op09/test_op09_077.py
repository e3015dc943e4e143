"""OP09-077 Gum-Gum Lightning (Event): its Main, for DON!! −2, K.O.s an
opposing Character of 6000 power or less; its Trigger brings an active
DON!!. (The Q&A naming it, under OP12-041: activated by another effect its
DON!! −2 is still paid.)"""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP09-077"
FRANKY = "ST01-010"          # 6000
KID = "ST02-013"             # 7000


def _main(active):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=active)
    franky, kid = s.p2.character(FRANKY), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    return g, franky, kid


def test_op09_077_returns_2_don_and_kos_a_6000():
    g, franky, kid = _main(4)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    for _ in range(2):
        expect_decision(g, 0, RETURN_DON)
        g.apply(Action("return_don", -1, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert franky in g.state.trash[1] and g.don(0).deck == 8


def test_op09_077_don_minus_declined_nothing_happens():
    g, franky, kid = _main(3)
    expect_decision(g, 0, CONFIRM)         # the rested DON!! count for DON!! −2 (CR 10-2-10)
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [franky, kid] and g.don(0).deck == 7


def test_op09_077_trigger_adds_an_active_don():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    s.p1.don(active=0, rested=3)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1 and g.don(0).deck == 6
