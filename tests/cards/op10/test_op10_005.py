"""OP10-005 Sanji (Character, 3000): +3000 in your turn; K.O.'d, he draws 1."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP10-005"


def test_op10_005_6000_in_your_turn_3000_in_the_opponents():
    s = Scenario(strict=True)
    sanji = s.p1.character(CARD)
    g = s.build()
    assert power(g.state, sanji) == 6000
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, sanji) == 3000


def test_op10_005_koed_it_draws_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    sanji = s.p1.character(CARD, rested=True)
    top = s.p1.deck(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s, target=sanji)     # 6000 against 3000
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert sanji in g.state.trash[0] and g.state.hand[0] == [top]


def test_op10_005_not_koed_no_draw():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.character(CARD, rested=True)
    s.p1.deck(VIVI, VIVI)
    life = s.p1.life(VIVI, VIVI)[0]
    g, att = attacked_by_opponent(s)                   # the Leader is attacked
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert g.state.hand[0] == [life] and len(g.state.deck[0]) == 2
