"""The card-text compiler, the step forms of Life cards, attacks and
blocks, and the rest: negation, "that card" after a selection, winning the
game, and activating a card's [Main] effect (the example sentences are in
test_card_compiler_forms.py).
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
    to_p2_main,
    vanilla,
)
from test_card_compiler_forms import ex

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect_decision


# -- Life -----------------------------------------------------------------------------

@pytest.mark.parametrize("life", [2, 0])
def test_trash_opponents_life(life):
    s = scenario()
    theirs = s.p2.life(*[vanilla(f"L{n}") for n in range(life)])
    mine = s.p1.life(vanilla("Mine"))
    game, _me = play_from_hand(s, card_of(ex("trash_life")))
    st = game.state
    if life:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
        assert st.trash[P2] == [theirs[0]] and st.life[P2] == [theirs[1]]   # the top one
    expect_decision(game, P1, "main")
    assert st.life[P1] == mine


@pytest.mark.parametrize("line, up_to", [(ex("take_life"), False),
                                          (ex("take_life_up_to"), True)])
def test_take_life_to_hand(line, up_to):
    s = scenario()
    top, second = s.p1.life(vanilla("Top"), vanilla("Second"))
    game, _me = play_from_hand(s, card_of(line))
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [top] and game.state.life[P1] == [second]


@pytest.mark.parametrize("line, up_to", [(ex("life_from_deck_up_to"), True),
                                          (ex("life_from_deck"), False)])
def test_add_life_from_deck(line, up_to):
    s = scenario()
    a, b = s.p1.deck(vanilla("A"), vanilla("B"))
    old = s.p1.life(vanilla("Old"))[0]
    game, _me = play_from_hand(s, card_of(line))
    if up_to:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [old, a]              # on top (top last)
    assert game.state.deck[P1] == [b]


def test_add_life_from_deck_may_add_none():
    s = scenario()
    s.p1.deck(vanilla("A"))
    game, _me = play_from_hand(s, card_of(ex("life_from_deck_up_to")))
    game.apply(Action("number", -1, 0))
    assert game.state.life[P1] == [] and len(game.state.deck[P1]) == 1


# -- attacks and blocks -----------------------------------------------------------------

def _blockers(s):
    return (s.p2.character(vanilla("Big Blocker", power=6000, kws=("Blocker",))),
            s.p2.character(vanilla("Small Blocker", power=1000, kws=("Blocker",))))


def test_cannot_block_with_characters_of_some_power_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_blocker_power"), power=6000))
    big, small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", small), Action("no_block")}
    game.apply(Action("no_block"))
    # the next battle: both may block again
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", big), Action("block", small), Action("no_block")}


def test_cannot_block_at_all_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_blocker"), power=6000))
    _big, _small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P1, "main")                   # no block step, no counters
    assert len(game.state.life[P2]) == 1
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")


def test_cannot_block_if_this_attacks():
    s = scenario()
    a = s.p1.character(vanilla("Other", power=6000))
    _big, _small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game, me = play_from_hand(s, card_of("[Rush]", ex("unblockable")))
    game.apply(Action("attack", a, s.p2.leader_id))     # another attacker: blockable
    expect_decision(game, P2, "block")
    game.apply(Action("no_block"))
    game.apply(Action("attack", me, s.p2.leader_id))
    expect_decision(game, P1, "main")                   # no block for this one


def test_cannot_attack_until_the_start_of_your_next_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=5000))
    other = s.p2.character(vanilla("Other", power=5000))
    game, _me = play_from_hand(s, card_of(ex("cannot_attack")))
    game.apply(Action("select", foe))
    to_p2_main(game)
    acts = opts(game)
    assert Action("attack", foe, s.p1.leader_id) not in acts
    assert Action("attack", other, s.p1.leader_id) in acts


def test_negate_the_effects_of_a_character_during_this_turn():
    foe_card = card_of("This Character gains +1000 power.", name="Foe", power=3000)
    s = scenario()
    foe = s.p2.character(foe_card)
    other = s.p2.character(foe_card)
    game, _me = play_from_hand(s, card_of(ex("negate")))
    assert power(game.state, foe) == 4000               # its permanent effect
    game.apply(Action("select", foe))
    assert power(game.state, foe) == 3000 and power(game.state, other) == 4000
    to_p2_main(game)
    assert power(game.state, foe) == 4000               # the negation is over


def test_select_then_that_card():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    game, _ = play_from_hand(s, card_of(ex("select")))
    game.apply(Action("select", foe))
    assert foe in game.state.trash[P2]
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    game, _me = play_from_hand(s, card_of(ex("select")))
    game.apply(Action("select_done"))                   # nothing selected: nothing K.O.'d
    assert foe in game.state.chars[P2]


@pytest.mark.parametrize("hand, wins", [(0, True), (1, False)])
def test_you_win_the_game(hand, wins):
    s = scenario()
    s.p1.hand(*[vanilla()] * hand)
    game, _me = play_from_hand(s, card_of(ex("win")))
    assert game.over is wins
    if wins:
        assert game.result.winner == P1


@pytest.mark.parametrize("use", [True, False])
def test_activate_this_cards_main_effect(use):
    event = card_of("[Main] Draw 2 cards.", ex("activate_main"), category="Event", cost=1)
    s = scenario()
    ev = s.p2.life(event)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger" if use else "decline_trigger"))
    expect_decision(game, P1, "main")
    st = game.state
    if use:
        assert ev in st.trash[P2] and len(st.hand[P2]) == 2
    else:
        assert st.hand[P2] == [ev]
