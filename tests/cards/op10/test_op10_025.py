"""OP10-025 Enel (Character): when played with 2 or more rested Characters,
draw 3 and trash 2."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP10-025"


def _play(rested_mine):
    s = Scenario(strict=True)
    enel, = s.p1.hand(CARD)
    for k in range(2):
        s.p1.character(VIVI, rested=k < rested_mine)
    s.p1.don(active=5)
    deck = s.p1.deck(*[VIVI] * 5)
    g = s.build()
    g.apply(Action("play", enel))
    return g, deck


def test_op10_025_draws_3_and_trashes_2():
    g, deck = _play(2)
    expect_decision(g, 0, SELECT)
    assert set(g.state.hand[0]) == set(deck[:3])
    g.apply(Action("select", deck[0]))
    g.apply(Action("select", deck[2]))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [deck[1]] and {deck[0], deck[2]} <= set(g.state.trash[0])


def test_op10_025_one_rested_character_no_draw():
    g, deck = _play(1)
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [] and len(g.state.deck[0]) == 5
