"""The card-text compiler, looking at Life cards as the deck forms word it:
the top Life card, all of them, and none when there are none (the
examples are in test_forms_search.py).
"""

from __future__ import annotations

from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    scenario,
    selects,
)
from test_forms_search import card, ex, places

from optcg import Action
from optcg.testing import expect_decision
from optcg.text.english import log_lines


# -- looking at a top Life card ----------------------------------------------------------------

def test_look_at_a_top_life_card_and_place_it_at_the_bottom():
    s = scenario()
    mine = s.p1.life(card("My top"), card("My second"))
    theirs = s.p2.life(card("Their top"), card("Their second"), card("Their third"))
    game, _me = play_from_hand(s, card_of(ex("look_life")))
    expect_decision(game, P1, "select")
    # each player's top Life card, by place (CR 3-1-5): the chooser's first
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1),
                          Action("select_done")}
    game.apply(Action("number", -1, 1))
    assert game.view(P1).looking_at() == [theirs[0]]
    assert game.view(P2).looking_at() == []               # only the player looks (CR 11-3-1)
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(theirs[0])
    game.apply(Action("place_bottom", theirs[0]))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P2] == [theirs[0], theirs[2], theirs[1]]   # top last
    assert st.life[P1] == [mine[1], mine[0]]
    assert st.looking is None


def test_look_at_life_may_look_at_none_and_then_resolves_the_rest():
    s = scenario()
    life = s.p1.life(card("My top"), card("My second"))
    top = s.p1.deck(card("Drawn"), card("Kept"))[0]
    me = s.p1.character(card_of(ex("look_life_comma")))
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.hand[P1] == [top] and st.life[P1] == [life[1], life[0]]
    assert not any("looks at" in line for line in log_lines(game, None, full=True))


def test_look_at_life_with_no_life_cards_looks_at_nothing():
    s = scenario()
    top = s.p1.deck(card("Drawn"), card("Kept"))[0]
    me = s.p1.character(card_of(ex("look_life_comma")))
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")                   # no Life anywhere: no choice
    assert game.state.hand[P1] == [top]


# -- looking at all of your Life cards -------------------------------------------------------

def test_look_at_all_life_and_put_them_back_in_any_order():
    s = scenario()
    a, b, c = s.p1.life(card("A"), card("B"), card("C"))      # a on top
    theirs = s.p2.life(card("Theirs"))
    game, _me = play_from_hand(s, card_of(ex("life_all")))
    expect_decision(game, P1, "arrange")
    assert opts(game) == places(a, b, c, bottom=False)         # not the opponent's
    assert game.view(P1).looking_at() == [a, b, c]
    assert game.view(P2).looking_at() == []
    game.apply(Action("place_top", a))
    game.apply(Action("place_top", c))                         # b follows, on the top
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [a, c, b]                    # top last: b, c, a
    assert game.state.life[P2] == theirs


def test_look_at_all_life_places_one_on_the_deck():
    s = scenario()
    a, b = s.p1.life(card("A"), card("B"))
    drawn, kept = s.p1.deck(card("Drawn"), card("Kept"))
    game, _me = play_from_hand(s, card_of(ex("life_all_to_deck")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, done=False)             # "1 card": not up to
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")                          # a, alone, stays in Life
    st = game.state
    assert st.hand[P1] == [drawn]
    assert st.deck[P1] == [kept, b] and st.life[P1] == [a]


def test_look_at_all_life_with_no_life_does_nothing():
    s = scenario()
    drawn, kept = s.p1.deck(card("Drawn"), card("Kept"))
    game, _me = play_from_hand(s, card_of(ex("life_all_to_deck")))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [drawn] and game.state.deck[P1] == [kept]
