"""The card-text compiler, the deck: the examples of every deck form, how
they are read, looking at the top of the deck and placing it back,
searches that play a card, trashing from the top of the deck (also as a
cost), and clauses joined by commas.  Searches that add to the hand and
searches of the whole deck are in test_forms_search_to_hand.py, revealing
the top card in test_forms_search_reveal.py, looking at Life cards in
test_forms_search_life.py.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    card_of,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    vanilla,
)

from optcg import Action
from optcg.cards.compiler.compile import compile_card
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.compiler import compile_ability
from optcg.engine.effects.phrasing import wording
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "look_at_opponent_top": ("Character", (
        "[On Play] Look at 2 cards from the top of your opponent's deck.")),
    "declare_cost": ("Character", (
        "[On Play] Choose a cost and reveal 1 card from the top of your opponent's deck. If the "
        "revealed card has the chosen cost, draw 1 card.")),
    "look_place": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck and place them at the top or "
        "bottom of the deck in any order.")),
    "look_place_your": ("Character", (
        "[On Play] Look at 2 cards from the top of your deck and place them at the top or "
        "bottom of your deck in any order.")),
    "look_place_top": ("Character", (
        "[On Play] Look at 3 cards from the top of your deck and place them at the top of "
        "your deck in any order.")),
    "search_play": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; play up to 1 {Navy} type "
        "Character card with a cost of 3 or less. Then, place the rest at the bottom of "
        "your deck in any order.")),
    "search_play_rested": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck and play up to 1 green "
        "Character card with 3000 power or less rested. Then, trash the rest.")),
    "search_two": ("Character", (
        "[On Play] Look at 6 cards from the top of your deck; reveal up to 2 cards with a "
        "type including \"Navy\" and add them to your hand. Then, place the rest at the top "
        "or bottom of the deck in any order.")),
    "search_rest_top_or_bottom_your": ("Character", (
        "[On Play] Look at 3 cards from the top of your deck; reveal up to 1 red Event and "
        "add it to your hand. Then, place the rest at the top or bottom of your deck in any "
        "order.")),
    "search_play_named": ("Character", (
        "[On Play] Look at 5 cards from the top of your deck and play up to 1 [Test Dock]. "
        "Then, place the rest at the bottom of your deck in any order.")),
    "search_either": ("Character", (
        "[On Play] Look at 3 cards from the top of your deck; reveal up to 1 [Test Hero] "
        "or red Event and add it to your hand. Then, place the rest at the bottom of your "
        "deck in any order and play up to 1 [Test Hero] from your hand.")),
    "search_either_up_to": ("Event", (
        "[Main] Look at 5 cards from the top of your deck; reveal up to 1 card with a "
        "[Trigger] or up to 1 [Test A], [Test B], or [Test C] and add it to your hand. "
        "Then, place the rest at the bottom of your deck in any order.")),
    "search_look_up_to": ("Character", (
        "[On Play] Look at up to 3 cards from the top of your deck and add up to 1 card to "
        "your hand. Then, place the rest at the bottom of your deck in any order.")),
    "search_trash": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck and trash up to 2 cards. "
        "Then, place the rest at the bottom of your deck in any order.")),
    "reveal_play": ("Character", (
        "[On Play] Reveal 1 card from the top of your deck and play up to 1 Character card "
        "with a cost of 2 or less. Then, place the rest at the top or bottom of your "
        "deck.")),
    "reveal_add": ("Character", (
        "[On Play] Reveal 1 card from the top of your deck and add up to 1 Character card "
        "with 4000 power to your hand. Then, place the rest at the bottom of your deck.")),
    "reveal_if_play_rested": ("Character", (
        "[On Play] Reveal 1 card from the top of your deck. If that card is a {Navy} type "
        "Character card with a cost of 3 or less, you may play that card rested.")),
    "reveal_if_play": ("Leader", (
        "[Activate: Main] [Once Per Turn] Reveal 1 card from the top of your deck. If that "
        "card is an Event card, you may play that card.")),
    "reveal_if_type": ("Character", (
        "[On Play] Reveal 1 card from the top of your deck. If the revealed card's type "
        "includes \"Navy\", draw 1 card.")),
    "reveal_if_cost": ("Event", (
        "[Main] Reveal 1 card from the top of your deck. If the revealed card has a cost of "
        "5 or more, draw 2 cards. Then, place the revealed card at the bottom of your "
        "deck.")),
    "look_life": ("Character", (
        "[On Play] Look at up to 1 card from the top of your or your opponent's Life cards "
        "and place it at the top or bottom of the Life cards.")),
    "look_life_comma": ("Character", (
        "[Activate: Main] Look at up to 1 card from the top of your or your opponent's "
        "Life cards, and place it at the top or bottom of the Life cards. Then, draw 1 "
        "card.")),
    "trash_deck": ("Character", (
        "[On Play] Trash 2 cards from the top of your deck and draw 1 card.")),
    "life_all": ("Character", (
        "[On Play] Look at all of your Life cards and place them back in your Life area in "
        "any order.")),
    "life_all_to_deck": ("Character", (
        "[On Play] Draw 1 card. Then, look at all your Life cards; place 1 card at the top "
        "of your deck and place the rest back in your Life area in any order.")),
    "reveal_commas": ("Character", (
        "[On Play] Draw 1 card. Then, reveal 1 card from the top of your deck, play up to 1 "
        "Character card with a cost of 1, and place the rest at the top or bottom of your "
        "deck.")),
    "search_comma_add": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Navy} type "
        "card, add it to your hand and place the rest at the bottom of your deck in any "
        "order. Then, draw 1 card.")),
    "cost_trash_deck": ("Character", (
        "[Activate: Main] You may trash 2 cards from the top of your deck: Draw 1 card.")),
    "reveal_from_deck": ("Character", (
        "[On Play] Reveal up to 1 [Test Hero] from your deck and add it to your hand. Then, "
        "shuffle your deck.")),
    "life_all_count": ("Character", (
        "[On Play] Look at all your Life cards; place 1 at the top of your deck and place "
        "the rest back in your Life area in any order.")),
    "look_reorganize": ("Character", (
        "[On Play] Look at 3 cards from the top of your deck, reorganize them in any order "
        "and place them at the top or bottom of your deck. Then, draw 1 card.")),
    "search_total": ("Event", (
        "[Main] Look at 5 cards from the top of your deck; reveal a total of up to 2 "
        "[Test A] or [Test B] cards and add them to your hand. Then, place the rest at the "
        "bottom of your deck in any order.")),
    "search_up_to_total": ("Event", (
        "[Main] Look at 5 cards from the top of your deck; reveal up to a total of 2 "
        "[Test A] or {Navy} type Character cards and add them to your hand. Then, trash "
        "the rest.")),
    "may_trash_deck": ("Character", (
        "[On Play] Draw 1 card. Then, you may trash 2 cards from the top of your deck.")),
    "search_comma_add_them": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 2 Event cards, "
        "add them to your hand and place the rest at the bottom of your deck in any order. "
        "Then, trash 1 card from your hand.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def card(name: str, cost: int = 1, power: int = 1000, types=(), category: str = "Character",
         colors=("Red",), trigger: bool = False):
    d = custom_card(f"S-{name}", name, category, cost=cost, power=power, types=types,
                    colors=colors)
    d.has_trigger = trigger
    return d


def places(*cards, top=True, bottom=True) -> set:
    out = set()
    for c in cards:
        if top:
            out.add(Action("place_top", c))
        if bottom:
            out.add(Action("place_bottom", c))
    return out


# -- reading: the wording names what it reads -------------------------------------------

def test_place_them_wording_round_trips_as_the_same_look():
    """The LookAtTop verb is wording only: the three sentences are one effect."""
    steps = [read(ex(n)).steps[0] for n in ("look_place", "look_place_your")]
    assert steps[0] == L.LookAtTop(4) and steps[1] == L.LookAtTop(2)
    assert [wording(s, "word") for s in steps] == ["place", "place your"]
    assert read(ex("look_place_top")).steps == (L.LookAtTop(3, ("top",)),)


def test_a_search_in_steps_reads_as_look_choose_and_place():
    a = read(ex("search_play"))
    assert a.steps == (
        L.Look(L.exactly(4)),
        L.PlayCard(L.Choose(L.Cards(area=L.LOOKED, types=("Navy",), cost_max=3))),
        L.PlaceRest(("bottom",)))
    assert wording(a, "joins") == ("", "semicolon", "then")


def test_two_descriptions_read_as_one_choice_of_either():
    a = read(ex("search_either"))
    take = a.steps[1]
    assert take.target.cards.names == ("Test Hero",)
    assert take.target.cards.alt == (L.Cards(area=L.LOOKED, categories=(L.EVENT,),
                                             colors=("Red",)),)
    assert a.steps[3] == L.PlayCard(L.Choose(L.Cards(area=L.HAND, names=("Test Hero",),
                                                     categories=W.ALL_CATEGORIES)))


def test_a_choice_among_looked_cards_needs_a_look_before_it():
    looked = L.Choose(L.Cards(area=L.LOOKED))
    with pytest.raises(ValueError):
        compile_ability(L.Ability(L.ON_PLAY, steps=(L.PlayCard(looked),)))
    with pytest.raises(ValueError):
        compile_ability(L.Ability(L.ON_PLAY, steps=(
            L.If(L.RevealedIs(L.Cards(area=L.LOOKED)), (L.Draw(L.exactly(1)),)),)))


def test_a_play_without_an_area_is_not_read_as_a_card_on_the_field():
    """"Play up to 1 Character with ..." after no Look: nothing to play from."""
    result = compile_card("TEST-001", [
        "[On Play] Draw 1 card and play up to 1 Character card with a cost of 2 or less."],
        "Character")
    assert not result.ok


# -- looking at the top of the deck and placing it back ---------------------------------

def test_look_and_place_them_at_the_top_only():
    s = scenario()
    a, b, c, d = s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"), vanilla("D"))
    game, _me = play_from_hand(s, card_of(ex("look_place_top")))
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(a, b, c, bottom=False)          # not the 4th card
    game.apply(Action("place_top", a))
    game.apply(Action("place_top", c))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [d, a, c, b]                   # top last


def test_look_and_place_them_at_the_bottom():
    s = scenario()
    a, b, c = s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"))
    game, _me = play_from_hand(s, card_of(ex("look_place_your")))
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(a, b)
    game.apply(Action("place_bottom", b))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [a, b, c]


def test_play_a_named_card_after_a_look_is_a_looked_at_card():
    step = read(ex("search_play_named")).steps[1]
    assert isinstance(step, L.PlayCard) and step.target.cards.area == L.LOOKED
    assert step.target.cards.names == ("Test Dock",)


def test_the_rest_at_the_top_of_your_deck_in_any_order():
    s = scenario()
    a, b, c, d = s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"), vanilla("D"))
    game, _me = play_from_hand(s, card_of(ex("search_rest_top_or_bottom_your")))
    expect_decision(game, P1, "arrange")                         # no red Event to reveal
    assert opts(game) == places(a, b, c)
    game.apply(Action("place_top", a))
    game.apply(Action("place_top", c))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [d, a, c, b]                   # top last


# -- searches that play a card --------------------------------------------------------------

def test_search_plays_a_matching_character_and_bottoms_the_rest():
    s = scenario()
    cheap, dear, pirate, event, fifth = s.p1.deck(
        card("Cheap", cost=3, types=("Navy",)), card("Dear", cost=4, types=("Navy",)),
        card("Pirate", cost=2, types=("Pirate",)),
        card("Navy event", cost=1, types=("Navy",), category="Event"),
        card("Fifth", cost=1, types=("Navy",)))
    game, me = play_from_hand(s, card_of(ex("search_play")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)          # not the cost 4, the Pirate, the Event, the 5th
    game.apply(Action("select", cheap))
    st = game.state
    assert st.chars[P1] == [me, cheap] and not st.rested[cheap]
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(dear, pirate, event, top=False)
    for x in (event, dear):
        game.apply(Action("place_bottom", x))
    expect_decision(game, P1, "main")
    assert st.deck[P1] == [pirate, dear, event, fifth]


def test_search_may_play_nothing():
    s = scenario()
    navy, other = s.p1.deck(card("Navy", cost=2, types=("Navy",)), card("Other"))
    game, me = play_from_hand(s, card_of(ex("search_play")))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", navy))
    expect_decision(game, P1, "main")
    assert game.state.chars[P1] == [me]
    assert game.state.deck[P1] == [other, navy]


def test_search_plays_rested_by_colour_and_power_then_trashes_the_rest():
    s = scenario()
    green, red, strong, last = s.p1.deck(
        card("Green", power=3000, colors=("Green",)), card("Red", power=2000),
        card("Strong", power=5000, colors=("Green",)), card("Last", colors=("Green",)))
    extra = s.p1.deck(card("Fifth"))[0]
    game, _me = play_from_hand(s, card_of(ex("search_play_rested")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(green, last)
    game.apply(Action("select", green))
    expect_decision(game, P1, "main")
    st = game.state
    assert green in st.chars[P1] and st.rested[green]
    assert st.trash[P1] == [red, strong, last]
    assert st.deck[P1] == [extra]
    assert st.looking is None


# -- trashing from the top of the deck ---------------------------------------------------------

def test_trash_cards_from_the_top_of_the_deck():
    s = scenario()
    a, b, c, d = s.p1.deck(card("A"), card("B"), card("C"), card("D"))
    game, _me = play_from_hand(s, card_of(ex("trash_deck")))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.trash[P1] == [a, b] and st.hand[P1] == [c] and st.deck[P1] == [d]


def test_trash_from_a_short_deck_trashes_what_there_is():
    s = scenario()
    only = s.p1.deck(card("Only"))[0]
    game, _me = play_from_hand(s, card_of(ex("trash_deck")))
    st = game.state
    assert st.trash[P1] == [only] and st.deck[P1] == [] and st.hand[P1] == []


# -- clauses joined by commas ------------------------------------------------------------------

def test_reveal_with_commas_plays_then_places():
    s = scenario()
    drawn, top, other = s.p1.deck(card("Drawn"), card("Top", cost=2), card("Other"))
    game, me = play_from_hand(s, card_of(ex("reveal_commas")))
    expect_decision(game, P1, "arrange")                       # cost 2: not playable
    game.apply(Action("place_bottom", top))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [drawn] and st.chars[P1] == [me] and st.deck[P1] == [top, other]


def test_search_with_a_comma_adds_places_then_draws():
    s = scenario()
    a, navy, c, d, e = s.p1.deck(card("A"), card("Navy", types=("Navy",)), card("C"),
                                 card("D"), card("E"))
    game, _me = play_from_hand(s, card_of(ex("search_comma_add")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)
    game.apply(Action("select", navy))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", a))
    game.apply(Action("place_bottom", c))                     # d follows
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [navy, e]                           # then draws the 5th card
    assert st.deck[P1] == [d, c, a]


def test_search_with_a_comma_adds_two_then_trashes_from_the_hand():
    s = scenario()
    ev1, ch, ev2, ev3, fifth = s.p1.deck(
        card("Ev1", category="Event"), card("Ch"), card("Ev2", category="Event"),
        card("Ev3", category="Event"), card("Fifth", category="Event"))
    game, _me = play_from_hand(s, card_of(ex("search_comma_add_them")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ev1, ev2, ev3)
    game.apply(Action("select", ev1))
    game.apply(Action("select", ev3))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", ch))                     # ev2 follows
    expect_decision(game, P1, "select")                        # trash 1 card from the hand
    assert opts(game) == selects(ev1, ev3, done=False)
    game.apply(Action("select", ev1))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [ev3] and st.trash[P1] == [ev1]
    assert st.deck[P1] == [ev2, ch, fifth]


def test_look_at_all_life_place_a_number_of_them_on_the_deck():
    s = scenario()
    a, b, c = s.p1.life(card("A"), card("B"), card("C"))
    game, _me = play_from_hand(s, card_of(ex("life_all_count")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, c, done=False)
    game.apply(Action("select", a))
    expect_decision(game, P1, "arrange")                       # b and c, in any order
    assert opts(game) == places(b, c, bottom=False)
    game.apply(Action("place_top", b))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P1][-1] == a and st.life[P1] == [b, c]


# -- trashing from the top of the deck as a cost ---------------------------------------------

def test_trash_from_the_deck_as_a_cost():
    s = scenario()
    a, b, c, d = s.p1.deck(card("A"), card("B"), card("C"), card("D"))
    me = s.p1.character(card_of(ex("cost_trash_deck")))
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.trash[P1] == [a, b] and st.hand[P1] == [c] and st.deck[P1] == [d]


def test_trash_from_the_deck_cost_needs_enough_cards():
    """CR 8-3-1-3-1: a cost that cannot be paid in full cannot be paid."""
    s = scenario()
    s.p1.deck(card("Only"))
    me = s.p1.character(card_of(ex("cost_trash_deck")))
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)
