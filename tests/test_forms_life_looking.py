"""The card-text compiler, looking at Life cards: the top one or all of
them, reordering them, placing them on the deck, and searching the deck
into Life (the examples are in test_forms_life.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    numbers,
    opts,
    play_from_hand,
    scenario,
    selects,
    vanilla,
)
from test_forms_life import EXAMPLES, ex, navy

from optcg import Action
from optcg.testing import expect_decision


# -- looking at Life -------------------------------------------------------------------------------

def test_look_at_the_opponents_top_life_card_and_place_it_at_the_bottom():
    s = scenario()
    mine = s.p1.life(vanilla("Mine"))[0]
    top = s.p2.life(vanilla("T"), face_up=True)[0]
    bottom = s.p2.life(vanilla("B"))[0]
    game, _c = play_from_hand(s, card_of(ex("look_life")))
    expect_decision(game, P1, "select")
    # by place, the chooser's first (CR 3-1-5: no face-down Life card by id)
    assert opts(game) == numbers(1) | {Action("select_done")}
    assert [game.describe(Action("number", -1, k)) for k in (0, 1)] == [
        "Choose the top Life card", "Choose your opponent's top Life card"]
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", top))
    st = game.state
    assert st.life[P2] == [top, bottom] and st.face_up[top]     # stays face-up (CR 3-10-3)
    assert st.looking is None and st.life[P1] == [mine]


def test_look_at_life_may_look_at_none():
    s = scenario()
    mine = s.p1.life(vanilla("Mine"))[0]
    game, _c = play_from_hand(s, card_of(ex("look_life_comma"), category="Event"))
    assert opts(game) == numbers(0) | {Action("select_done")}
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [mine]


def test_look_at_all_life_and_reorder():
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex("look_all_life")))
    expect_decision(game, P1, "arrange")
    assert game.view(P1).looking_at() == [a, b, d]
    assert opts(game) == {Action("place_top", x) for x in (a, b, d)}
    game.apply(Action("place_top", a))
    game.apply(Action("place_top", d))                   # the last one goes on top by itself
    st = game.state
    assert st.life[P1] == [a, d, b] and st.looking is None


@pytest.mark.parametrize("name", ["look_all_life_deck", "look_all_life_deck_short"])
def test_look_at_all_life_one_to_the_deck_top(name):
    category = EXAMPLES[name][0]
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    b_up = s.p1.life(vanilla("E"), face_up=True)[0]
    game, _c = play_from_hand(s, card_of(ex(name), category=category))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, d, b_up, done=False)
    game.apply(Action("select", b_up))
    st = game.state
    assert st.deck[P1][-1] == b_up and not st.face_up[b_up]   # face-down in the deck
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_top", d))
    game.apply(Action("place_top", a))
    assert st.life[P1] == [d, a, b] and st.looking is None


def test_trash_life_until_two_are_left():
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex("until_one_life"), category="Event"))
    st = game.state
    assert st.life[P1] == [d, b] and a in st.trash[P1]
    s = scenario()
    (a,) = s.p1.life(vanilla("A"))                           # fewer already: none trashed
    game, _c = play_from_hand(s, card_of(ex("until_one_life"), category="Event"))
    assert game.state.life[P1] == [a]


def test_opponent_adds_from_their_life_area():
    s = scenario()
    top, bottom = s.p2.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("opp_adds_from_area")))
    assert game.state.hand[P2] == [top] and game.state.life[P2] == [bottom]


def test_look_at_all_life_with_one_card_asks_nothing():
    s = scenario()
    (a,) = s.p1.life(vanilla("A"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("look_all_life_short"), category="Event"))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [a] and game.state.face_up[a]


def test_search_to_life_face_up():
    s = scenario()
    plain, sailor, other = s.p1.deck(vanilla("Plain"), navy(), vanilla("Other"),
                                     vanilla("Fourth"))[:3]
    game, _c = play_from_hand(s, card_of(ex("search_to_life_up")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and st.face_up[sailor]
    assert plain not in st.life[P1] and other not in st.life[P1]


def test_search_to_life_face_down_may_take_none():
    s = scenario()
    a, b = s.p1.deck(vanilla("A"), vanilla("B"))[:2]
    game, _c = play_from_hand(s, card_of(ex("search_to_life")))
    game.apply(Action("select_done"))
    assert game.state.life[P1] == [] and game.state.deck[P1][:2] == [b, a]   # to the bottom
    s = scenario()
    _a, b = s.p1.deck(vanilla("A"), vanilla("B"))[:2]
    game, _c = play_from_hand(s, card_of(ex("search_to_life")))
    game.apply(Action("select", b))
    assert game.state.life[P1] == [b] and not game.state.face_up[b]
