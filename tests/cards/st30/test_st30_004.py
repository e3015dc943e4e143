"""ST30-004 Emporio.Ivankov (Character): when played, showing two 6000-power
Characters from the hand draws 3 and trashes 2."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "ST30-004"
FRANKY = "ST01-010"          # 6000
APOO = "OP01-103"            # 6000


def test_st30_004_reveals_two_6000s_draws_3_trashes_2():
    s = Scenario(strict=True)
    iva, franky, apoo, vivi = s.p1.hand(CARD, FRANKY, APOO, VIVI)
    s.p1.don(active=1)
    deck = s.p1.deck(VIVI, VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", iva))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky, apoo}
    g.apply(Action("select", franky))
    g.apply(Action("select", apoo))
    expect_decision(g, 0, SELECT)                      # 2 to trash out of 6
    assert set(g.state.hand[0]) == {franky, apoo, vivi, *deck[:3]}
    g.apply(Action("select", vivi))
    g.apply(Action("select", deck[0]))
    expect_decision(g, 0, "main")
    assert len(g.state.hand[0]) == 4 and {vivi, deck[0]} <= set(g.state.trash[0])


def test_st30_004_one_6000_cannot_reveal_no_draw():
    s = Scenario(strict=True)
    iva, franky, vivi = s.p1.hand(CARD, FRANKY, VIVI)
    s.p1.don(active=1)
    s.p1.deck(VIVI, VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", iva))
    assert g.decision.kind == "confirm" and g.decision.player == 0
    assert g.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [franky, vivi]
