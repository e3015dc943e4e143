"""The card-text compiler: an [On K.O.] Character coming back from the trash
("Play this Character card from your trash", "you may play ... rested",
"Add this Character card from your trash to your hand").  The card is in
its owner's trash as its [On K.O.] effect resolves; if it has left the
trash by then, the step finds nothing (Cards.this_card).

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, opts, read, scenario, selects, vanilla

from optcg import Action
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.testing import expect_decision

EXAMPLES = {
    "play_this_from_trash": ("Character", (
        "[On K.O.] You may trash 1 card from your hand: Play this Character card from your "
        "trash.")),
    "play_this_from_trash_rested": ("Character", (
        "[On K.O.] Play this Character card from your trash rested.")),
    "may_play_this_from_trash_rested": ("Character", (
        "[On K.O.] You may trash 1 Event from your hand: You may play this Character card from "
        "your trash rested.")),
    "may_play_this_from_trash": ("Character", (
        "[On K.O.] You may play this Character card from your trash.")),
    "add_this_from_trash": ("Character", (
        "[On K.O.] Add this Character card from your trash to your hand.")),
    "may_add_this_card": ("Character", (
        "[On K.O.] You may add this Character card to your hand.")),
}


def _koed(line: str):
    """P1's strong Character K.O.s P2's card carrying `line` in battle."""
    s = scenario()
    strong = s.p1.character(vanilla("Strong", power=6000))
    v = s.p2.character(card_of(line, cost=3, power=2000), rested=True)
    game = s.build()
    game.apply(Action("attack", strong, v))
    return game, v


def test_play_this_character_from_the_trash_rested_on_ko():
    game, v = _koed("[On K.O.] Play this Character card from your trash rested.")
    expect_decision(game, P1, "main")
    st = game.state
    assert v in st.chars[P2] and st.rested[v] and v not in st.trash[P2]


def test_you_may_play_it_is_a_choice_that_can_be_declined():
    line = "[On K.O.] You may play this Character card from your trash."
    game, v = _koed(line)
    assert opts(game) == selects(v)             # the card itself, or nothing
    game.apply(Action("select_done", -1, -1))
    expect_decision(game, P1, "main")
    assert v in game.state.trash[P2] and v not in game.state.chars[P2]
    game, v = _koed(line)
    game.apply(Action("select", v, -1))
    expect_decision(game, P1, "main")
    assert v in game.state.chars[P2] and not game.state.rested[v]


def test_add_this_character_from_the_trash_to_the_hand():
    game, v = _koed("[On K.O.] Add this Character card from your trash to your hand.")
    expect_decision(game, P1, "main")
    assert v in game.state.hand[P2] and v not in game.state.trash[P2]


def test_you_may_add_this_character_card_to_the_hand():
    """The trash left unsaid: the same card, asked before it activates."""
    line = "[On K.O.] You may add this Character card to your hand."
    assert read(line) == read("[On K.O.] You may add this Character card from your trash to "
                              "your hand.")
    game, v = _koed(line)
    expect_decision(game, P2, "confirm")
    game.apply(Action("accept"))
    assert v in game.state.hand[P2] and v not in game.state.trash[P2]
    game, v = _koed(line)
    expect_decision(game, P2, "confirm")
    game.apply(Action("decline"))
    assert v in game.state.trash[P2] and v not in game.state.hand[P2]


def test_a_card_that_left_the_trash_is_not_played():
    # once the card is in the hand, "play this Character card from your trash"
    # finds nothing: it is not played from the hand
    line = ("[On K.O.] Add this Character card from your trash to your hand. Then, play this "
            "Character card from your trash.")
    assert W.render_line(read(line), Ctx("Character")) == line
    game, v = _koed(line)
    expect_decision(game, P1, "main")
    assert v in game.state.hand[P2] and v not in game.state.chars[P2]
