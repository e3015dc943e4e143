"""OP05-119 Monkey.D.Luffy (Character): "[On Play] DON!! -10: place all of
your Characters except this Character at the bottom of your deck in any
order. Then, take an extra turn after this one."  The owner orders them
(CR 3-1-7)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

ROBIN, VIVI, FRANKY = "ST01-008", "ST01-009", "ST01-010"


def test_op05_119_you_order_your_characters_at_the_bottom_then_play_again():
    s = Scenario()
    luffy = s.p1.hand("OP05-119")[0]
    s.p1.don(active=10)
    mates = s.p1.characters(ROBIN, VIVI, FRANKY)
    foe = s.p2.character(ROBIN)
    game = s.build()
    st = game.state
    game.apply(Action("play", luffy))
    expect_decision(game, 0, "confirm")                # DON!! -10
    game.apply(Action("accept"))
    expect_decision(game, 0, "arrange")
    game.apply(Action("place_bottom", mates[1]))
    game.apply(Action("place_bottom", mates[2]))
    expect_decision(game, 0, "main")
    assert st.chars[0] == [luffy] and st.deck[0][:3] == [mates[0], mates[2], mates[1]]
    assert st.chars[1] == [foe]
    turn = st.turn
    game.apply(Action("end_phase"))
    expect_decision(game, 0, "main")
    assert st.turn == turn + 1


def test_op05_119_a_single_other_character_needs_no_ordering():
    s = Scenario()
    luffy = s.p1.hand("OP05-119")[0]
    s.p1.don(active=10)
    mate = s.p1.character(ROBIN)
    game = s.build()
    game.apply(Action("play", luffy))
    game.apply(Action("accept"))
    expect_decision(game, 0, "main")
    assert game.state.deck[0][0] == mate
