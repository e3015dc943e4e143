"""OP05-058 It's a Waste of Human Life!! (Event): "[Main] place all
Characters with a cost of 3 or less at the bottom of the owner's deck.
Then, ...".  The turn player orders their own Characters first, then the
opponent theirs (official ruling, qa_op05.md OP05-058 Q2; CR 3-1-7)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

ROBIN, VIVI, FRANKY = "ST01-008", "ST01-009", "ST01-010"    # cost 3, 2 and 4


def test_qa_op05_058_q2_the_turn_player_orders_first_then_the_opponent():
    s = Scenario()
    e = s.p1.hand("OP05-058")[0]
    s.p1.don(active=8)
    mine = s.p1.characters(ROBIN, VIVI, FRANKY)
    theirs = s.p2.characters(VIVI, ROBIN)
    game = s.build()
    st = game.state
    game.apply(Action("play", e))
    expect_decision(game, 0, "arrange")
    assert {a.card for a in game.legal_actions()} == {mine[0], mine[1]}
    game.apply(Action("place_bottom", mine[0]))
    expect_decision(game, 1, "arrange")
    assert {a.card for a in game.legal_actions()} == set(theirs)
    game.apply(Action("place_bottom", theirs[1]))
    expect_decision(game, 0, "main")
    assert st.chars[0] == [mine[2]] and st.chars[1] == []       # cost 4 stays
    assert st.deck[0][:2] == [mine[1], mine[0]] and st.deck[1][:2] == [theirs[0], theirs[1]]


def test_op05_058_a_single_character_of_each_is_placed_without_ordering():
    s = Scenario()
    e = s.p1.hand("OP05-058")[0]
    s.p1.don(active=8)
    mine = s.p1.character(VIVI)
    theirs = s.p2.character(ROBIN)
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, 0, "main")
    assert game.state.deck[0][0] == mine and game.state.deck[1][0] == theirs
