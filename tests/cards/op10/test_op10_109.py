"""OP10-109 Basil Hawkins (Character): K.O.'d, he trashes the opponent's top
Life card; his Trigger draws 2 and trashes 1."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "OP10-109"


def test_op10_109_koed_it_trashes_the_opponents_top_life_card():
    s = Scenario(turn=4, turn_player=1, strict=True)
    hawkins = s.p1.character(CARD, rested=True)
    top, bottom = s.p2.life(VIVI, VIVI)
    g, att = attacked_by_opponent(s, target=hawkins)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, CHOOSE_NUMBER)               # "up to 1"
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert hawkins in g.state.trash[0] and top in g.state.trash[1]
    assert g.state.life[1] == [bottom]


def test_op10_109_trigger_draws_2_and_trashes_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    assert set(g.state.hand[0]) == set(deck[:2])
    g.apply(Action("select", deck[1]))
    expect_decision(g, 1, "main")
    assert g.state.hand[0] == [deck[0]] and card in g.state.trash[0]


def test_op10_109_trigger_declined_goes_to_the_hand():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("decline_trigger"))
    expect_decision(g, 1, "main")
    assert g.state.hand[0] == [card] and len(g.state.deck[0]) == 3
