"""OP09-065 Sanji (Character): "[On Play] You may return 1 or more DON!!
cards from your field to your DON!! deck: This Character gains [Rush] ...".
The cost is a ReturnDon of at_least(1) DON!!: the player picks how many,
from 1 to every DON!! on the field (CR 8-3-1-6), and cannot pay it with
none on the field (CR 8-3-1-3-1)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

FRANKY = "ST01-010"          # vanilla, cost 4, 6000


def test_op09_065_the_player_returns_one_or_more_dons_as_many_as_they_pick():
    s = Scenario(turn=3)
    sanji = s.p1.hand("OP09-065")[0]
    s.p1.don(active=7, rested=2)
    s.p2.character(FRANKY)
    game = s.build()
    game.apply(Action("play", sanji))
    expect_decision(game, 0, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, 0, "choose_number")
    # 1 or more, up to the 9 DON!! on the field (the 7 rested to play Sanji too)
    assert [a.target for a in game.legal_actions()] == list(range(1, 10))
    game.apply(Action("number", -1, 3))
    while game.decision.kind == "return_don":         # which DON!!, as for DON!! −X
        game.apply(game.legal_actions()[0])
    assert game.state.don_deck[0] == 10 - 9 + 3
    assert game.state.don_active[0] + game.state.don_rested[0] == 9 - 3


def _sanji_played(accept: bool):
    s = Scenario(turn=3)
    sanji = s.p1.hand("OP09-065")[0]
    s.p1.don(active=8)
    six = s.p2.character(custom_card("T-C6", "Six", cost=6, power=7000))
    seven = s.p2.character(custom_card("T-C7", "Seven", cost=7, power=8000))
    game = s.build()
    game.apply(Action("play", sanji))
    expect_decision(game, 0, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    return s, game, sanji, six, seven


def test_op09_065_paid_gains_rush_and_rests_a_cost_6_character_not_a_cost_7():
    s, game, sanji, six, seven = _sanji_played(True)
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, 0, "return_don")
    game.apply(game.legal_actions()[0])
    expect_decision(game, 0, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {six}
    game.apply(Action("select", six))
    expect_decision(game, 0, "main")
    assert game.state.rested[six] and not game.state.rested[seven]
    assert Action("attack", sanji, s.p2.leader_id) in game.legal_actions()      # [Rush]


def test_op09_065_declined_no_rush_and_nothing_rested():
    s, game, sanji, six, seven = _sanji_played(False)
    expect_decision(game, 0, "main")
    assert not game.state.rested[six]
    assert Action("attack", sanji, s.p2.leader_id) not in game.legal_actions()
