"""The card-text compiler, event timings of draws, Life cards and the hand:
drawing outside the Draw Phase, Life cards added to the hand, Life
becoming 0, your opponent's [Trigger], cards trashed from the hand, and a
card removed from your opponent's Life (the examples are in
test_forms_timings.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    play_from_hand,
    scenario,
    to_p1_next_main,
    vanilla,
)
from test_forms_timings import ex

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect_decision


# -- drawing outside of the Draw Phase -----------------------------------------------------

def test_draw_outside_the_draw_phase():
    s = scenario()
    c = s.p1.character(card_of(ex("draw"), power=2000))
    game, _d = play_from_hand(s, card_of("[On Play] Draw 1 card."))
    expect_decision(game, P1, "main")
    assert power(game.state, c) == 5000
    # the Draw Phase draw of the next turn does not count
    to_p1_next_main(game)
    assert power(game.state, c) == 2000


# -- Life cards -----------------------------------------------------------------------------

TAKE_LIFE = "[On Play] Add 1 card from the top of your Life cards to your hand."


def test_a_life_card_added_to_your_hand():
    s = scenario()
    c = s.p1.character(card_of(ex("life_to_hand"), power=2000))
    s.p1.life(vanilla())
    game, _t = play_from_hand(s, card_of(TAKE_LIFE, name="Taker"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1 and power(game.state, c) == 3000
    # no Life to add: nothing
    s = scenario()
    c = s.p1.character(card_of(ex("life_to_hand"), power=2000))
    game, _t = play_from_hand(s, card_of(TAKE_LIFE, name="Taker"))
    assert game.state.hand[P1] == [] and power(game.state, c) == 2000


@pytest.mark.parametrize("lives, refilled", [(1, True), (2, False)])
def test_life_becoming_zero(lives, refilled):
    s = scenario(leader2=card_of(ex("life_zero"), category="Leader", power=5000, life=5))
    s.p2.life(*[vanilla(f"L{k}") for k in range(lives)])
    game = s.build()
    deck = len(game.state.deck[P2])
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1
    assert len(game.state.deck[P2]) == (deck - 1 if refilled else deck)


def test_life_becoming_zero_resolves_after_the_trigger():
    trigger = card_of("[Trigger] Draw 1 card.", category="Event", name="Life trigger")
    s = scenario(leader2=card_of(ex("life_zero"), category="Leader", power=5000, life=5))
    s.p2.life(trigger)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "trigger")
    assert game.state.life[P2] == []                      # not refilled yet
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1 and len(game.state.hand[P2]) == 1


@pytest.mark.parametrize("use", [True, False])
def test_a_trigger_of_the_opponent_activates(use):
    trigger = card_of("[Trigger] Draw 1 card.", category="Event", name="Life trigger")
    s = scenario()
    s.p1.character(card_of(ex("trigger")))
    s.p2.life(trigger)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger" if use else "decline_trigger"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (1 if use else 0)


# -- the hand ---------------------------------------------------------------------------------

@pytest.mark.parametrize("trash", [True, False])
def test_a_card_trashed_from_your_hand_by_an_effect(trash):
    s = scenario()
    c = s.p1.character(card_of(ex("hand_trashed"), power=2000))
    spare = s.p1.hand(vanilla("Spare"))[0]
    game, _t = play_from_hand(s, card_of("[On Play] Trash up to 1 card from your hand.",
                                         name="Trasher"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", spare) if trash else Action("select_done"))
    expect_decision(game, P1, "main")
    assert (spare in game.state.trash[P1]) == trash
    assert power(game.state, c) == (3000 if trash else 2000)


# -- the opponent's Life ------------------------------------------------------------------------

def test_a_card_removed_from_your_opponents_life():
    s = scenario()
    s.p1.character(card_of(ex("opponent_life_removed")))
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    # your own Life card leaving is not your opponent's
    s = scenario()
    s.p1.character(card_of(ex("opponent_life_removed")))
    s.p1.life(vanilla())
    game, _t = play_from_hand(s, card_of(TAKE_LIFE, name="Taker"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1                  # the Life card only
