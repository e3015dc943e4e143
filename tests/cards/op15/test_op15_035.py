"""OP15-035 Laboon (Character): "If your Character with 7000 base power or
less would be removed from the field by your opponent's effect, you may
rest 2 of your cards instead."  Official rulings, faq_op15-eb04.md OP15-035:
it covers Laboon itself, and two Characters removed at once are both kept
by resting 2 cards once."""

from optcg import Action
from optcg.testing import Scenario, answer, expect_decision

from ..replacing import KO_ALL, RETURN_ALL

LABOON = "OP15-035"
ROBIN, FRANKY = "ST01-008", "ST01-010"     # 5000 and 6000, cost 3 and 4


def laboon_game(event, *others, don: int = 2):
    s = Scenario(turn=4, turn_player=1)
    laboon = s.p1.character(LABOON)
    ids = s.p1.characters(*others) if others else []
    s.p1.don(active=don)
    e = s.p2.hand(event)[0]
    game = s.build()
    game.apply(Action("play", e))
    return game, laboon, ids


def rest_two_don(game) -> None:
    expect_decision(game, 0, "confirm")
    game.apply(Action("accept"))
    answer(game, "choose_number", Action("number", -1, 2), 0)   # how many of the 2 are DON!!


def test_qa_op15_035_q1_laboon_itself_is_kept():
    game, laboon, _ = laboon_game(RETURN_ALL)
    rest_two_don(game)
    expect_decision(game, 1, "main")
    st = game.state
    assert laboon in st.chars[0] and st.don_rested[0] == 2


def test_qa_op15_035_q2_two_characters_kept_by_resting_2_cards_once():
    game, laboon, (robin, franky) = laboon_game(KO_ALL, ROBIN, FRANKY, don=4)
    rest_two_don(game)
    expect_decision(game, 1, "main")                   # not asked again
    st = game.state
    assert st.chars[0] == [laboon, robin, franky]
    assert st.don_rested[0] == 2 and st.don_active[0] == 2


def test_op15_035_without_2_active_cards_to_rest_it_cannot_apply():
    # CR 8-1-3-4-5: only a rested Leader, a rested Laboon and 1 active DON!!
    s = Scenario(turn=4, turn_player=1)
    s.p1.leader("ST01-001", rested=True)
    laboon = s.p1.character(LABOON, rested=True)
    s.p1.don(active=1)
    e = s.p2.hand(KO_ALL)[0]
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, 1, "main")                   # not offered
    assert laboon in game.state.trash[0] and game.state.don_active[0] == 1
