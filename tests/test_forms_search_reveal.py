"""The card-text compiler, revealing the top card of a deck: what is
played, added or drawn when it matches, where it goes when it does not,
and a cost declared before the reveal (the examples are in
test_forms_search.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    scenario,
    selects,
    vanilla,
)
from test_forms_search import EXAMPLES, card, ex, places

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.compiler import compile_ability
from optcg.testing import expect_decision
from optcg.text.english import log_lines


# -- revealing the top card ------------------------------------------------------------------

def test_reveal_is_public_and_plays_a_cheap_character():
    s = scenario()
    top, _second = s.p1.deck(card("Top", cost=2), card("Second"))
    game, me = play_from_hand(s, card_of(ex("reveal_play")))
    expect_decision(game, P1, "select")
    assert game.view(P2).looking_at() == [top]           # revealed: both players see it
    game.apply(Action("select", top))
    expect_decision(game, P1, "main")
    assert game.state.chars[P1] == [me, top]
    assert any("reveals" in line and "Top" in line for line in log_lines(game, P2))


def test_reveal_that_does_not_match_goes_top_or_bottom():
    s = scenario()
    top, second = s.p1.deck(card("Top", cost=3), card("Second"))
    game, me = play_from_hand(s, card_of(ex("reveal_play")))
    expect_decision(game, P1, "arrange")                 # nothing to play: place it
    assert opts(game) == places(top)
    game.apply(Action("place_bottom", top))
    expect_decision(game, P1, "main")
    assert game.state.chars[P1] == [me] and game.state.deck[P1] == [top, second]


@pytest.mark.parametrize("power, added", [(4000, True), (5000, False)])
def test_reveal_adds_a_card_of_exactly_that_power(power, added):
    s = scenario()
    top, second = s.p1.deck(card("Top", power=power), card("Second"))
    game, _me = play_from_hand(s, card_of(ex("reveal_add")))
    if added:
        expect_decision(game, P1, "select")
        game.apply(Action("select", top))
    expect_decision(game, P1, "main")
    st = game.state
    assert (st.hand[P1] == [top]) is added
    assert st.deck[P1] == ([second] if added else [top, second])   # single card: no choice


@pytest.mark.parametrize("top_card, played", [
    ({"name": "Navy", "cost": 3, "types": ("Navy",)}, True),
    ({"name": "Dear Navy", "cost": 4, "types": ("Navy",)}, False),
    ({"name": "Navy Event", "cost": 1, "types": ("Navy",), "category": "Event"}, False),
])
def test_reveal_then_you_may_play_that_card_rested_if_it_matches(top_card, played):
    s = scenario()
    top, second = s.p1.deck(card(**top_card), card("Second"))
    game, _me = play_from_hand(s, card_of(ex("reveal_if_play_rested")))
    if played:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(top)
        game.apply(Action("select", top))
    expect_decision(game, P1, "main")
    st = game.state
    assert (top in st.chars[P1] and st.rested[top]) is played
    # not played: the revealed card goes back to the top (CR 11-3-3)
    assert st.deck[P1] == ([second] if played else [second, top])
    assert st.looking is None


def test_you_may_play_that_card_can_be_declined():
    s = scenario()
    top, second = s.p1.deck(card("Navy", cost=3, types=("Navy",)), card("Second"))
    game, me = play_from_hand(s, card_of(ex("reveal_if_play_rested")))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert game.state.chars[P1] == [me] and game.state.deck[P1] == [second, top]


def test_reveal_an_event_you_may_not_play_it():
    """"you may play that card" plays Characters and Stages only (CR 3-7, 3-8)."""
    s = scenario(leader1=card_of(ex("reveal_if_play"), category="Leader", power=5000))
    top, second = s.p1.deck(card("Ev", category="Event"), card("Second"))
    game = s.build()
    game.apply(Action("activate", game.state.leaders[P1], 0))
    expect_decision(game, P1, "main")               # an Event is never offered
    st = game.state
    assert top not in st.chars[P1] and st.deck[P1] == [second, top]


@pytest.mark.parametrize("types, drawn", [(("Navy HQ",), True), (("Pirates",), False)])
def test_reveal_draws_if_the_revealed_cards_type_includes(types, drawn):
    s = scenario()
    top, second, _third = s.p1.deck(card("Top", types=types), card("Second"), card("Third"))
    game, _me = play_from_hand(s, card_of(ex("reveal_if_type")))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == ([top] if drawn else [])
    assert game.state.deck[P1][-1] == (second if drawn else top)


@pytest.mark.parametrize("cost, ok", [(5, True), (4, False)])
def test_reveal_if_cost_draws_then_bottoms_the_revealed_card(cost, ok):
    s = scenario()
    top, second, third = s.p1.deck(card("Top", cost=cost), card("Second"), card("Third"))
    ev = s.p1.hand(card_of(ex("reveal_if_cost"), category="Event"))[0]
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", ev))
    expect_decision(game, P1, "main")
    st = game.state
    if ok:
        # the revealed card stays on the top (CR 11-3-2), so it is drawn: nothing
        # is left to place at the bottom
        assert st.hand[P1] == [top, second] and st.deck[P1] == [third]
    else:
        # the If governs the "Then" too: the card stays on top (FAQ EB01-029)
        assert st.hand[P1] == [] and st.deck[P1] == [third, second, top]


# -- "Choose a cost and reveal 1 card from the top of your opponent's deck. If the
# revealed card has the chosen cost, ..." -------------------------------------------------

def _declared(n: int):
    s = scenario()
    s.p1.deck(vanilla("Own", cost=2), vanilla("Own", cost=2))
    s.p2.deck(vanilla("Top", cost=4), vanilla("Second", cost=2))     # the first is the top
    game, c = play_from_hand(s, card_of(EXAMPLES["declare_cost"][1]))
    expect_decision(game, P1, "choose_number")
    assert {a.target for a in opts(game)} == set(range(L.MAX_DECLARED_COST + 1))
    game.apply(Action("number", -1, n))
    return game


def test_the_declared_cost_of_the_revealed_card_draws():
    game = _declared(4)
    assert len(game.state.hand[P1]) == 1
    expect_decision(game, P1, "main")
    seen = log_lines(game, P2)                 # the opponent sees the card revealed
    assert any("reveal" in line.lower() and "Top" in line for line in seen)


def test_another_declared_cost_draws_nothing():
    game = _declared(2)                   # the second card's cost, not the top's
    assert len(game.state.hand[P1]) == 0
    expect_decision(game, P1, "main")


def test_the_chosen_cost_needs_a_declared_cost_before_it():
    a = L.Ability(L.ON_PLAY, steps=(L.If(L.RevealedHasChosenCost(), (L.Draw(L.exactly(1)),)),))
    with pytest.raises(ValueError, match="Choose a cost"):
        compile_ability(a)
