"""The card-text compiler, replacement effects for leaving the field: "would
leave the field" or "would be removed from the field", and replacement
effects that protect other cards.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _BOTTOM, _BOUNCE, _KO, _ko_from_p2
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
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "cannot_play_dear_characters": ("Character", (
        "[On Play] Draw 1 card. Then, you cannot play Character cards with a base cost of 4 or "
        "more during this turn.")),
    "removal_replaced_by_resting_cards": ("Character", (
        "If your Character with 5000 base power or less would be removed from the field by "
        "your opponent's effect, you may rest 2 of your cards instead.")),
    "replace_leave_field_negated": ("Character", (
        "[Once Per Turn] If this Character would leave the field, you may trash 1 card from "
        "the top of your Life cards instead. If there is a [Test Hero] Character, this effect "
        "is negated.")),
    "replace_removed_from_field": ("Character", (
        "If this Character would be removed from the field, you may trash 1 card from your "
        "hand instead.")),
    "replace_other_once": ("Character", (
        "[Once Per Turn] If your {Navy} type Character with a base cost of 3 or less would be "
        "K.O.'d, you may trash 1 card from your hand instead.")),
    "replace_other_trash_this": ("Character", (
        "If your rested Character would be K.O.'d by your opponent's effect, you may trash "
        "this Character instead.")),
    "replace_removal_other": ("Character", (
        "If your Character with 5000 base power or less would be removed from the field by "
        "your opponent's effect, you may trash 1 card from your hand instead.")),
    "replace_removal_this_once": ("Character", (
        "[Once Per Turn] If this Character would be removed from the field by your "
        "opponent's effect, you may draw 1 card instead.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    replaced = read(ex("removal_replaced_by_resting_cards"), "Character").steps[0]
    assert replaced == L.RestCards(L.YOU, L.exactly(2))


# -- "... would be removed from the field by your opponent's effect, you may rest 2 of
#    your cards instead" ------------------------------------------------------------------

def _removal_game(don: int, rested: bool = False):
    s = scenario(turn=4, turn_player=1)
    guard = s.p1.character(card_of(ex("removal_replaced_by_resting_cards"), number="T-GUARD",
                                   power=6000), rested=rested)
    weak = s.p1.character(vanilla("Weak", power=5000))
    s.p1.don(active=don)
    bounce = s.p2.hand(card_of("[On Play] Return up to 1 of your opponent's Characters to the "
                               "owner's hand.", number="T-BOUNCE", cost=1))[0]
    s.p2.don(active=1)
    game = s.build()
    if rested:
        game.state.rested[game.state.leaders[P1]] = True
    game.apply(Action("play", bounce))
    expect_decision(game, P2, "select")
    game.apply(Action("select", weak))
    return game, guard, weak


def test_resting_a_don_card_and_a_card_keeps_the_character():
    game, guard, weak = _removal_game(don=1)
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], guard, weak, done=False)
    game.apply(Action("select", guard))
    expect_decision(game, P2, "main")
    assert weak in st.chars[P1] and st.rested[guard] and st.don_active[P1] == 0


def test_declining_lets_the_character_leave():
    game, _guard, weak = _removal_game(don=2)
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P2, "main")
    assert weak in game.state.hand[P1]


def test_too_few_active_cards_means_no_replacement():
    game, _guard, weak = _removal_game(don=0, rested=True)
    st = game.state
    # only the Character being removed is active: 1 card of the 2 needed
    expect_decision(game, P2, "main")
    assert weak in st.hand[P1]


def test_only_characters_of_the_base_cost_or_more_cannot_be_played():
    s = scenario()
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    cheap, dear = s.p1.hand(vanilla("Cheap", cost=3), vanilla("Dear", cost=4))
    game, _me = play_from_hand(s, card_of(ex("cannot_play_dear_characters")), cost=8)
    expect_decision(game, P1, "main")
    played = {a.card for a in opts(game) if a.kind == "play"}
    assert cheap in played and dear not in played
    game.apply(Action("play", cheap))
    expect_decision(game, P1, "main")
    assert cheap in game.state.chars[P1]


# -- "If this Character would leave the field" / "would be removed from the field" ---------

@pytest.mark.parametrize("accept", [True, False])
def test_leave_field_replacement_on_a_ko(accept):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    top, = s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    assert (me in st.chars[P1], top in st.trash[P1]) == (accept, accept)


def test_leave_field_replacement_on_a_return_by_your_own_effect():
    # official ruling on OP05-100: your own effects too
    s = scenario()
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    top, = s.p1.life(vanilla("Life"))
    game, _c = play_from_hand(s, card_of(
        "[On Play] Return up to 1 Character to the owner's hand.", name="Bouncer"))
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert me in st.chars[P1] and top in st.trash[P1]


def test_leave_field_replacement_negated_by_the_named_character():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    s.p2.character(custom_card("C-H", "Test Hero"))      # either player's
    s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, me)
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_removed_from_field_replacement_in_battle():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_removed_from_field"), name="Stayer"), rested=True)
    h, = s.p1.hand(vanilla("H"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    game.apply(Action("attack", att, me))
    st = game.state
    expect_decision(game, P1, "confirm")            # H has no Counter: no Counter Step asked
    game.apply(Action("accept"))
    assert me in st.chars[P1] and h in st.trash[P1]


# -- replacement effects for your other cards ---------------------------------------------------

def test_replacement_for_your_other_matching_characters_once_per_turn():
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_other_once"), name="Guard"))
    navy = s.p1.character(vanilla("Navy", cost=3, types=("Navy",)))
    navy2 = s.p1.character(vanilla("Navy Two", cost=2, types=("Navy",)))
    big = s.p1.character(vanilla("Big Navy", cost=4, types=("Navy",)))
    h1, h2 = s.p1.hand(vanilla("H1"), vanilla("H2"))
    game = _ko_from_p2(s, navy, big, navy2)
    st = game.state
    k1, k2, k3 = st.hand[P2]
    game.apply(Action("play", k2))
    game.apply(Action("select", big))                        # a base cost of 4: no replacement
    expect_decision(game, P2, "main")
    assert big in st.trash[P1]
    game.apply(Action("play", k1))
    game.apply(Action("select", navy))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", h1))
    expect_decision(game, P2, "main")
    assert navy in st.chars[P1] and h1 in st.trash[P1] and guard in st.chars[P1]
    game.apply(Action("play", k3))
    game.apply(Action("select", navy2))                      # once per turn: used
    expect_decision(game, P2, "main")
    assert navy2 in st.trash[P1] and h2 in st.hand[P1]


@pytest.mark.parametrize("accept", [True, False])
def test_replacement_trashing_the_source_instead(accept):
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    rested = s.p1.character(vanilla("Rested"), rested=True)
    game = _ko_from_p2(s, rested)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", rested))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    assert (rested in st.chars[P1], guard in st.trash[P1]) == (accept, accept)


def test_replacement_for_other_cards_does_not_cover_active_ones_or_own_effects():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    active = s.p1.character(vanilla("Active"))
    game = _ko_from_p2(s, active)
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", active))
    expect_decision(game, P2, "main")
    assert active in game.state.trash[P1]
    s = scenario()
    s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    rested = s.p1.character(vanilla("Rested"), rested=True)
    game, _k = play_from_hand(s, card_of("[On Play] K.O. up to 1 Character."))
    game.apply(Action("select", rested))                     # P1's own effect
    expect_decision(game, P1, "main")
    assert rested in game.state.trash[P1]


# -- replacement effects for a removal from the field ---------------------------------------

def _removal_from_p2(line, effect, victim_power=5000, hand=1):
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(line, name="Guard", power=6000))
    victim = s.p1.character(vanilla("Victim", power=victim_power))
    s.p1.hand(*[vanilla(f"H{n}") for n in range(hand)])
    s.p1.deck(vanilla("Top"))
    k = s.p2.hand(card_of(effect, name="Remover"))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    return game, guard, victim


@pytest.mark.parametrize("effect, gone", [
    (_BOUNCE, lambda st, c: c in st.hand[P1]),
    (_BOTTOM, lambda st, c: st.deck[P1][0] == c),
    (_KO, lambda st, c: c in st.trash[P1]),
])
@pytest.mark.parametrize("accept", [True, False])
def test_removal_replacement_for_your_other_characters(effect, gone, accept):
    game, _guard, victim = _removal_from_p2(ex("replace_removal_other"), effect)
    st = game.state
    game.apply(Action("select", victim))
    expect_decision(game, P1, "confirm")
    if accept:
        h = st.hand[P1][0]
        game.apply(Action("accept"))                         # the only card: no choice
        expect_decision(game, P2, "main")
        assert victim in st.chars[P1] and st.hand[P1] == [] and h in st.trash[P1]
    else:
        game.apply(Action("decline"))
        expect_decision(game, P2, "main")
        assert gone(st, victim)


def test_removal_replacement_needs_a_matching_card_and_the_opponents_effect():
    game, _guard, victim = _removal_from_p2(ex("replace_removal_other"), _BOUNCE,
                                            victim_power=6000)
    game.apply(Action("select", victim))                     # 6000 base power: no
    expect_decision(game, P2, "main")
    assert victim in game.state.hand[P1]
    s = scenario()
    s.p1.character(card_of(ex("replace_removal_other"), name="Guard", power=6000))
    mine = s.p1.character(vanilla("Mine"))
    s.p1.hand(vanilla("H"))
    game, _me = play_from_hand(s, card_of("[On Play] Return up to 1 Character to the "
                                          "owner's hand."))
    game.apply(Action("select", mine))                       # P1's own effect: no
    expect_decision(game, P1, "main")
    assert mine in game.state.hand[P1]


def test_removal_replacement_of_this_card_once_per_turn():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_removal_this_once"), name="Me"))
    s.p1.deck(vanilla("A"), vanilla("B"))
    k1, k2 = s.p2.hand(card_of(_BOUNCE, name="Bouncer"), card_of(_BOUNCE, name="Bouncer 2"))
    s.p2.don(active=2)
    game = s.build()
    st = game.state
    game.apply(Action("play", k1))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert me in st.chars[P1] and len(st.hand[P1]) == 1
    game.apply(Action("play", k2))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in st.hand[P1]
