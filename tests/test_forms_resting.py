"""The card-text compiler, resting cards: resting one's own or the
opponent's Characters, Leaders and DON!! cards as an effect.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "set_active_and_your_leader": ("Character", (
        "[On Play] Set up to 1 of your {Test Crew} type Characters and your Leader as "
        "active.")),
    "rest_up_to_opponents_cards": ("Character", (
        "[On Play] Rest up to 2 of your opponent's cards.")),
    "rest_up_to_your_cards": ("Character", (
        "[On Play] Rest up to 1 of your cards.")),
    "rest_this_and_up_to": ("Character", (
        "[On Play] Rest this Character and up to 1 of your opponent's Characters with a cost of "
        "3 or less.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    assert read(ex("rest_up_to_opponents_cards")).steps == (
        L.RestCards(L.OPPONENT, L.up_to(2)),)


# -- "Rest up to 2 of your opponent's cards" -------------------------------------------

def test_rest_an_opponents_character_and_one_of_their_don():
    # official ruling on OP14-024: an active Leader, Character, Stage or DON!! card
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    tired = s.p2.character(vanilla("Tired"), rested=True)
    s.p2.don(active=2)
    game, _c = play_from_hand(s, card_of(ex("rest_up_to_opponents_cards")))
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P2], foe)     # a rested card is excluded
    game.apply(Action("select", foe))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.rested[foe] and st.rested[tired] and not st.rested[st.leaders[P2]]
    assert st.don_active[P2] == 1 and st.don_rested[P2] == 1


def test_two_cards_chosen_leave_no_don_to_rest():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _c = play_from_hand(s, card_of(ex("rest_up_to_opponents_cards")))
    st = game.state
    game.apply(Action("select", foe))
    game.apply(Action("select", st.leaders[P2]))
    expect_decision(game, P1, "main")
    assert st.rested[foe] and st.rested[st.leaders[P2]] and st.don_active[P2] == 2


def test_rest_up_to_one_of_your_cards_may_rest_nothing():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("rest_up_to_your_cards")), cost=2)
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert not st.rested[me] and st.don_rested[P1] == 1 and st.don_active[P1] == 1


# -- "rest this Character and up to 1 of ..." -----------------------------------------------

def test_rest_this_character_and_up_to_1_of_your_opponents():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    dear = s.p2.character(vanilla("Dear", cost=4))
    game, me = play_from_hand(s, card_of(ex("rest_this_and_up_to")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[me] and st.rested[cheap] and not st.rested[dear]
