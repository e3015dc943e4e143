"""The card-text compiler: an extra turn ("Then, take an extra turn after
this one.", language.ExtraTurn) and "Place all of your Characters except
this Character at the bottom of your deck in any order".

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, play_from_hand, scenario, vanilla

from optcg import Action
from optcg.testing import expect_decision

LINE = ("[On Play] Place all of your Characters except this Character at the bottom of your "
        "deck in any order. Then, take an extra turn after this one.")
EXAMPLES = {
    "extra_turn": ("Character", LINE),
    "extra_turn_alone": ("Event", "[Main] Take an extra turn after this one."),
}


def test_the_other_characters_go_to_the_deck_and_the_same_player_plays_again():
    s = scenario()
    mates = s.p1.characters(vanilla("Mate A"), vanilla("Mate B"))
    foe = s.p2.character(vanilla("Foe"))
    game, c = play_from_hand(s, card_of(LINE, cost=2), cost=2)
    expect_decision(game, P1, "arrange")              # "in any order": the owner orders
    game.apply(Action("place_bottom", mates[1]))   # the last one goes under it
    expect_decision(game, P1, "main")
    st = game.state
    assert st.chars[P1] == [c] and st.deck[P1][:2] == [mates[0], mates[1]]
    assert foe in st.chars[P2]                        # only your own Characters
    turn = st.turn
    game.apply(Action("end_phase"))                   # the extra turn: P1 again
    expect_decision(game, P1, "main")
    assert (st.turn, st.turn_player) == (turn + 1, P1)
    game.apply(Action("end_phase"))                   # then the turns alternate again
    expect_decision(game, P2, "main")
    assert (st.turn, st.turn_player) == (turn + 2, P2)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert (st.turn, st.turn_player) == (turn + 3, P1)


def test_without_the_effect_the_turns_alternate():
    s = scenario()
    game, c = play_from_hand(s, vanilla("Plain", cost=2), cost=2)
    turn = game.state.turn
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert game.state.turn == turn + 1
