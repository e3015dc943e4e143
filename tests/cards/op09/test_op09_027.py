"""OP09-027 Sabo (Character): once per turn when attacking with 3 or more
rested Characters, draw 1."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP09-027"


def _attack(rested_others):
    s = Scenario(strict=True)
    sabo = s.p1.character(CARD)
    for k in range(3):
        s.p1.character(VIVI, rested=k < rested_others)
    top = s.p1.deck(VIVI, VIVI)[0]
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", sabo, s.p2.leader_id))   # Sabo rests as he attacks
    expect_decision(g, 1, "block")
    return g, top


def test_op09_027_three_rested_characters_draws_1():
    g, top = _attack(2)                                # 2 others and Sabo himself
    assert g.state.hand[0] == [top]


def test_op09_027_two_rested_characters_no_draw():
    g, top = _attack(1)
    assert g.state.hand[0] == []
