"""The card-text compiler, cards leaving the field or the trash: K.O.,
return to the hand, the top or bottom of the owner's deck (in any order),
and trash cards back to the deck.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
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
from optcg.engine.effects.phrasing import wording
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "hand_or_place_at_deck_bottom": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 4 or less to the owner's hand or "
        "place it at the bottom of their deck.")),
    "trash_character_or_hand_card": ("Event", (
        "[Main] Trash 1 of your {Test Crew} type Characters or 1 card from your hand. Then, "
        "draw 2 cards.")),
    "return_to_deck_bottom": ("Event", (
        "[Trigger] Return up to 1 Character with a cost of 2 or less to the bottom of the "
        "owner's deck.")),
    "opponent_returns_active": ("Event", (
        "[Main] Your opponent returns 1 of their active Characters to the owner's hand.")),
    "trash_all_of_yours": ("Character", (
        "[Activate: Main] You may trash 1 card from your hand: Trash all of your Characters "
        "and draw 2 cards.")),
    "ko_or_return": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 4 or less, or return "
        "it to the owner's hand.")),
    "hand_or_deck_bottom": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 4 or less to the owner's hand or the "
        "bottom of their deck.")),
    "bottom_both_any_order": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 3 or less and up to "
        "1 of your opponent's Characters with a cost of 1 or less at the bottom of the owner's "
        "deck in any order.")),
    "owner_deck_any_order": ("Event", (
        "[Main] Place up to 2 Characters with a cost of 3 or less at the bottom of the owner's "
        "deck in any order.")),
    "shuffle_into_deck": ("Character", (
        "[On Play] Return 2 cards from your trash to your deck and shuffle it.")),
    "shuffle_into_deck_cost": ("Character", (
        "[Activate: Main] You may return 2 cards from your trash to your deck and shuffle it: "
        "Draw 1 card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    either = read(ex("ko_or_return"), "Event").steps[0]
    assert isinstance(either, L.EitherAction) and isinstance(either.first, L.KO)
    assert either.second == L.ReturnToHand(L.Selected())
    assert wording(either.second.target, "word") == "it"


# -- "K.O. up to 1 ..., or return it to the owner's hand" --------------------------------

@pytest.mark.parametrize("option", [0, 1])
def test_the_chosen_character_is_koed_or_returned(option):
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=4))
    dear = s.p2.character(vanilla("Dear", cost=5))
    game, _c = play_from_hand(s, card_of(ex("ko_or_return"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)           # cost 5 is excluded
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, option))
    expect_decision(game, P1, "main")
    st = game.state
    assert cheap in (st.trash[P2] if option == 0 else st.hand[P2])
    assert dear in st.chars[P2]


def test_no_character_chosen_asks_for_no_action():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=4))
    game, _c = play_from_hand(s, card_of(ex("ko_or_return"), category="Event"))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert cheap in game.state.chars[P2]


# -- "to the owner's hand or the bottom of their deck" -----------------------------------

@pytest.mark.parametrize("where", [0, 1])
def test_the_activating_player_picks_hand_or_deck_bottom(where):
    # official ruling on OP04-043: the player who activated it chooses
    s = scenario()
    small = s.p2.character(vanilla("Small", cost=4))
    s.p2.character(vanilla("Big", cost=5))
    game, _ = play_from_hand(s, card_of(ex("hand_or_deck_bottom")))
    expect_decision(game, P1, "select")
    assert Action("select", small) in opts(game)
    game.apply(Action("select", small))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, where))
    st = game.state
    assert (small in st.hand[P2]) == (where == 0)
    assert (st.deck[P2][:1] == [small]) == (where == 1)


def test_place_it_at_the_bottom_is_the_same_choice_of_destination():
    a = read(ex("hand_or_place_at_deck_bottom"))
    b = read(ex("hand_or_deck_bottom"))
    assert a.steps == b.steps and isinstance(a.steps[0], L.ToHandOrDeckBottom)


def test_no_destination_is_asked_when_nothing_is_chosen():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=5))
    game, me = play_from_hand(s, card_of(ex("hand_or_deck_bottom")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(me)                 # cost 5 is excluded
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")                # no hand-or-deck question
    assert big in game.state.chars[P2] and me in game.state.chars[P1]


# -- two choices to the bottom of the deck in any order ----------------------------------------

def test_both_choices_to_the_deck_bottom_in_any_order():
    s = scenario()
    mid = s.p2.character(vanilla("Mid", cost=3))
    tiny = s.p2.character(vanilla("Tiny", cost=1))
    dear = s.p2.character(vanilla("Dear", cost=4))
    game, _ = play_from_hand(s, card_of(ex("bottom_both_any_order"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mid, tiny)
    game.apply(Action("select", tiny))               # the cost-1 one for the first
    expect_decision(game, P1, "main")                # nothing else costs 1 or less
    st = game.state
    assert st.deck[P2][:1] == [tiny] and {mid, dear} <= set(st.chars[P2])


# -- "... at the bottom of the owner's deck in any order" -------------------------------

def test_the_owner_orders_their_cards_at_the_bottom_of_their_deck():
    s = scenario()
    a = s.p2.character(vanilla("A", cost=3))
    b = s.p2.character(vanilla("B", cost=2))
    dear = s.p2.character(vanilla("Dear", cost=4))
    s.p2.deck(vanilla("Deck top"))
    game, _e = play_from_hand(s, card_of(ex("owner_deck_any_order"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, *game.state.chars[P1])      # cost 4 is excluded
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P2, "arrange")                  # the owner orders them
    assert opts(game) == {Action("place_bottom", a), Action("place_bottom", b)}
    game.apply(Action("place_bottom", a))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P2][:2] == [b, a] and dear in st.chars[P2]     # b placed last: lowest


def test_one_card_of_each_owner_needs_no_ordering():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=1))
    theirs = s.p2.character(vanilla("Theirs", cost=1))
    game, _e = play_from_hand(s, card_of(ex("owner_deck_any_order"), category="Event"))
    game.apply(Action("select", mine))
    game.apply(Action("select", theirs))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P1][0] == mine and st.deck[P2][0] == theirs


# -- "return N cards from your trash to your deck and shuffle it" ---------------------------

def test_the_chosen_trash_cards_are_shuffled_into_the_deck():
    s = scenario()
    a, b, c = s.p1.trash(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("shuffle_into_deck")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert a in st.deck[P1] and c in st.deck[P1] and st.trash[P1] == [b]
    assert len(st.deck[P1]) == 5


def test_the_shuffle_cost_needs_enough_cards_in_the_trash():
    s = scenario()
    me = s.p1.character(card_of(ex("shuffle_into_deck_cost")))
    s.p1.trash(vanilla("A"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


def test_the_shuffle_cost_paid_draws():
    s = scenario()
    me = s.p1.character(card_of(ex("shuffle_into_deck_cost")))
    s.p1.trash(vanilla("A"), vanilla("B"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")                   # exactly 2: no choice to make
    st = game.state
    assert not st.trash[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4
