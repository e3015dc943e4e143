"""EB02-035 Sanji & Pudding (Character): once in your turn, when 2 or more of
your DON!! go back to the DON!! deck together, one comes back active; when
played with no more DON!! than the opponent, draw 1. Q&A (qa_eb02.md,
EB02-035): two separate DON!! −1 do not count."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB02-035"
LIGHTNING = "OP09-077"       # [Main] DON!! −2: K.O. up to 1 ... 6000 or less
GAMMA_KNIFE = "OP05-077"     # [Main] DON!! −1: −5000
FRANKY = "ST01-010"


def test_eb02_035_two_don_returned_together_add_an_active_don():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    e, = s.p1.hand(LIGHTNING)
    s.p1.don(active=5)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", e))
    g.apply(Action("accept"))
    g.apply(Action("return_don", -1, 0))
    g.apply(Action("return_don", -1, 0))
    g.apply(Action("select", franky))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).deck == 6 and g.don(0).active == 4


def test_eb02_035_qa_two_separate_don_minus_1_do_not_count():
    """qa_eb02.md, EB02-035 Q1."""
    s = Scenario(strict=True)
    s.p1.character(CARD)
    a, b = s.p1.hand(GAMMA_KNIFE, GAMMA_KNIFE)
    s.p1.don(active=6)
    franky = s.p2.character(FRANKY)
    g = s.build()
    for e in (a, b):
        g.apply(Action("play", e))
        expect_decision(g, 0, CONFIRM)
        g.apply(Action("accept"))
        expect_decision(g, 0, RETURN_DON)
        g.apply(Action("return_don", -1, 0))
        expect_decision(g, 0, SELECT)
        g.apply(Action("select", franky))
        expect_decision(g, 0, "main")                  # no DON!! added
    assert g.don(0).deck == 6 and g.don(0).active == 2


def _play(mine, theirs):
    s = Scenario(strict=True)
    sanji, = s.p1.hand(CARD)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", sanji))
    expect_decision(g, 0, "main")
    return g, top


def test_eb02_035_on_play_draws_with_no_more_don_than_the_opponent():
    g, top = _play(5, 5)
    assert g.state.hand[0] == [top]


def test_eb02_035_on_play_more_don_no_draw():
    g, top = _play(6, 5)
    assert g.state.hand[0] == []
