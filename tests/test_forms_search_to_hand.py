"""The card-text compiler, searches that add to the hand: looking at the
top cards and revealing the ones added, up to N looked at, trashing looked
cards, and searches of the whole deck (the examples are in
test_forms_search.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    card_of,
    opts,
    play_from_hand,
    scenario,
    selects,
)
from test_forms_search import card, ex, places

from optcg import Action
from optcg.testing import expect_decision


# -- searches that add to the hand ------------------------------------------------------------

def test_search_reveals_two_cards_with_a_type_including():
    s = scenario()
    a, b, c, d, e, f = s.p1.deck(
        card("A", types=("Navy HQ",)), card("B", types=("Pirates",)),
        card("C", types=("Marine Navy",), category="Event"), card("D", types=("Navy",)),
        card("E"), card("F"))
    game, _me = play_from_hand(s, card_of(ex("search_two")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, c, d)
    game.apply(Action("select", c))
    assert opts(game) == selects(a, d)
    game.apply(Action("select", a))
    st = game.state
    assert st.hand[P1] == [c, a]
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(b, d, e, f)      # the top or the bottom, all on one side
    game.apply(Action("place_top", e))
    assert opts(game) == places(b, d, f, bottom=False)
    game.apply(Action("place_top", b))
    game.apply(Action("place_top", d))             # f, the last one, follows on the top
    expect_decision(game, P1, "main")
    assert st.deck[P1] == [e, b, d, f]


def test_search_either_description_then_plays_from_the_hand():
    s = scenario()
    hero, red_event, blue_event, other = s.p1.deck(
        card("Test Hero", cost=2), card("Red Event", category="Event"),
        card("Blue Event", category="Event", colors=("Blue",)), card("Other"))
    game, me = play_from_hand(s, card_of(ex("search_either")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, red_event)
    game.apply(Action("select", hero))
    assert game.state.hand[P1] == [hero]
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", blue_event))      # the red Event follows
    # then, "and play up to 1 [Test Hero] from your hand"
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero)
    game.apply(Action("select", hero))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.chars[P1] == [me, hero]
    assert st.deck[P1] == [red_event, blue_event, other]


def test_search_by_trigger_or_names():
    s = scenario()
    trig, b, _plain, c, _event = s.p1.deck(
        card("Trig", trigger=True), card("Test B"), card("Plain"),
        card("Test C", category="Stage"), card("Test D", category="Event"))
    ev = s.p1.hand(card_of(ex("search_either_up_to"), category="Event"))[0]
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", ev))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(trig, b, c)        # a [Trigger] or a name (any category)
    game.apply(Action("select", c))
    assert game.state.hand[P1] == [c]


def test_look_at_up_to_n_lets_the_player_choose_how_many():
    s = scenario()
    a, b, c, d = s.p1.deck(card("A"), card("B"), card("C"), card("D"))
    game, _me = play_from_hand(s, card_of(ex("search_look_up_to")))
    expect_decision(game, P1, "choose_number")
    assert {x.target for x in opts(game)} == {0, 1, 2, 3}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a)                 # only the top card was looked at
    game.apply(Action("select", a))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [a]
    assert game.state.deck[P1] == [d, c, b]


def test_look_at_up_to_n_may_look_at_none():
    s = scenario()
    a, b = s.p1.deck(card("A"), card("B"))
    game, _me = play_from_hand(s, card_of(ex("search_look_up_to")))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [] and game.state.deck[P1] == [b, a]


def test_search_trashes_up_to_two_looked_cards():
    s = scenario()
    a, b, c, d, e = s.p1.deck(card("A"), card("B"), card("C"), card("D"), card("E"))
    game, _me = play_from_hand(s, card_of(ex("search_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, c, d)
    game.apply(Action("select", b))
    game.apply(Action("select", d))
    expect_decision(game, P1, "arrange")
    assert game.state.trash[P1] == [b, d]
    game.apply(Action("place_bottom", c))              # a follows
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [a, c, e]


# -- searching the whole deck ------------------------------------------------------------------

def test_reveal_a_named_card_from_the_deck_then_shuffle():
    s = scenario()
    deck = s.p1.deck(*[card(f"C{n}") for n in range(8)], card("Test Hero", category="Stage"),
                     card("Test Villain"))
    hero = deck[8]
    game, _me = play_from_hand(s, card_of(ex("reveal_from_deck")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero)                         # a Stage of that name too
    game.apply(Action("select", hero))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [hero]
    assert sorted(st.deck[P1]) == sorted(i for i in deck if i != hero)


def test_look_reorganize_and_place_them_then_draw():
    s = scenario()
    a, b, c, d = s.p1.deck(card("A"), card("B"), card("C"), card("D"))
    game, _me = play_from_hand(s, card_of(ex("look_reorganize")))
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(a, b, c)
    game.apply(Action("place_bottom", c))
    game.apply(Action("place_bottom", a))                      # b follows
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [d] and st.deck[P1] == [b, a, c]


def _play_event(s, line):
    ev = s.p1.hand(card_of(line, category="Event"))[0]
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", ev))
    return game


def test_search_a_total_of_two_named_cards():
    s = scenario()
    a1, b, a2, other, a3 = s.p1.deck(card("Test A"), card("Test B", category="Event"),
                                     card("Test A"), card("Test C"), card("Test A"))
    game = _play_event(s, ex("search_total"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a1, b, a2, a3)
    game.apply(Action("select", a2))
    game.apply(Action("select", a1))
    expect_decision(game, P1, "arrange")                       # at most 2 in all
    assert game.state.hand[P1] == [a2, a1]
    assert opts(game) == places(b, other, a3, top=False)


def test_search_up_to_a_total_of_two_of_either_description():
    s = scenario()
    a, navy, navy_event, plain, navy2 = s.p1.deck(
        card("Test A"), card("Navy", types=("Navy",)),
        card("Navy Event", types=("Navy",), category="Event"), card("Plain"),
        card("Navy Two", types=("Navy",)))
    extra = s.p1.deck(card("Sixth", types=("Navy",)))[0]
    game = _play_event(s, ex("search_up_to_total"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, navy, navy2)               # not the Event, not the 6th
    game.apply(Action("select", navy2))
    game.apply(Action("select_done"))                          # up to: one is enough
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [navy2]
    assert st.trash[P1][-4:] == [a, navy, navy_event, plain] and st.deck[P1] == [extra]


@pytest.mark.parametrize("trash", [True, False])
def test_you_may_trash_cards_from_the_deck_all_or_none(trash):
    s = scenario()
    drawn, b, c, d = s.p1.deck(card("Drawn"), card("B"), card("C"), card("D"))
    game, _me = play_from_hand(s, card_of(ex("may_trash_deck")))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 2)}   # not 1
    game.apply(Action("number", -1, 2 if trash else 0))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [drawn]
    assert st.trash[P1] == ([b, c] if trash else [])
    assert st.deck[P1] == ([d] if trash else [d, c, b])
