"""The card-text compiler, event timings of cards that move or change: the
examples of every event timing, how they are read, the listener table, and
"When this Character becomes rested".  DON!! returned and given are in
test_forms_timings_don.py, K.O.s and removals in
test_forms_timings_ko_and_removal.py, activations and plays in
test_forms_timings_activations_and_plays.py, draws, Life cards and the
hand in test_forms_timings_life_and_hand.py.

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
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.testing import answer, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "rested": ("Character", "[Your Turn] When this Character becomes rested, draw 1 card."),
    "rested_by_opponent": ("Character", (
        "This effect can be activated when this Character is rested by your opponent's effect. "
        "You may trash this Character and draw 1 card.")),
    "your_character_removed": ("Leader", (
        "[DON!! x1] [Once Per Turn] This effect can be activated when your {Test Crew} type "
        "Character card is removed from the field. Draw 1 card.")),
    "opponent_plays_described_or_by_character": ("Leader", (
        "[Once Per Turn] This effect can be activated when your opponent plays a Character with "
        "a base cost of 7 or more, or when your opponent plays a Character using a Character's "
        "effect. Draw 1 card.")),
    "character_rested_by_you": ("Character", (
        "[Your Turn] [Once Per Turn] If a Character is rested by your effect, draw 1 card.")),
    "removed_by_you": ("Leader", (
        "[Your Turn] When a Character is removed from the field by your effect, draw 1 card.")),
    "you_play_with_trigger": ("Character", (
        "When you play a Character with a [Trigger], draw 1 card.")),
    "opponent_event_or_trigger": ("Character", (
        "[Your Turn] When your opponent activates an Event or [Trigger], draw 1 card.")),
    "removed_or_koed": ("Leader", (
        "When your {Test Crew} type Character is removed from the field by your opponent's "
        "effect or K.O.'d, draw 1 card.")),
    "don_returned": ("Character", (
        "[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your "
        "DON!! deck, draw 1 card.")),
    "don_returned_by_you": ("Leader", (
        "[Opponent's Turn] [Once Per Turn] When a DON!! card on your field is returned to "
        "your DON!! deck by your effect, add up to 1 DON!! card from your DON!! deck and "
        "rest it.")),
    "two_don_returned": ("Stage", (
        "[Once Per Turn] When 2 or more DON!! cards on your field are returned to your DON!! "
        "deck, draw 1 card.")),
    "any_don_returned": ("Character", (
        "When a DON!! card on the field is returned to your DON!! deck, this Character gains "
        "+1000 power during this turn.")),
    "draw": ("Character", (
        "[Your Turn] [Once Per Turn] When you draw a card outside of your Draw Phase, this "
        "Character gains +3000 power during this turn.")),
    "this_koed": ("Character", (
        "[Opponent's Turn] When this Character is K.O.'d, draw 2 cards.")),
    "this_koed_by_effect": ("Character", (
        "When this Character is K.O.'d by an effect, draw 1 card.")),
    "this_koed_by_opponent": ("Character", (
        "When this Character is K.O.'d by your opponent's effect, add up to 1 card from the "
        "top of your deck to the top of your Life cards.")),
    "character_koed": ("Character", "[Your Turn] When a Character is K.O.'d, draw 1 card."),
    "opponent_character_koed": ("Leader", (
        "[DON!! x1] [Your Turn] [Once Per Turn] When your opponent's Character is K.O.'d, "
        "add up to 1 DON!! card from your DON!! deck and set it as active.")),
    "koed_with_cost": ("Leader", (
        "[Your Turn] [Once Per Turn] You may trash 1 card from your hand: When your "
        "opponent's Character is K.O.'d, draw 2 cards.")),
    "opponent_event": ("Character", (
        "[Your Turn] [Once Per Turn] When your opponent activates an Event, this Character "
        "gains +2000 power during this turn.")),
    "opponent_blocker": ("Character", (
        "When your opponent activates [Blocker], draw 1 card.")),
    "opponent_a_blocker": ("Leader", (
        "[Once Per Turn] When your opponent activates a [Blocker], K.O. up to 1 of your "
        "opponent's Characters with 6000 power or less.")),
    "you_event": ("Character", (
        "[DON!! x1] [Once Per Turn] When you activate an Event, draw 1 card.")),
    "you_play": ("Character", "[Opponent's Turn] When you play a Character, draw 1 card."),
    "opponent_plays": ("Character", (
        "[Opponent's Turn] [Once Per Turn] When your opponent plays a Character, rest up to 1 "
        "of your opponent's Characters with a cost of 5 or less.")),
    "opponent_returned": ("Character", (
        "[Your Turn] [Once Per Turn] When your opponent's Character is returned to the "
        "owner's hand by your effect, draw 1 card.")),
    "life_to_hand": ("Character", (
        "[Your Turn] [Once Per Turn] When a card is added to your hand from your Life, this "
        "Character gains +1000 power during this turn.")),
    "life_zero": ("Leader", (
        "[Opponent's Turn] [Once Per Turn] When your number of Life cards becomes 0, add 1 "
        "card from the top of your deck to the top of your Life cards.")),
    "trigger": ("Character", "[Once Per Turn] When a [Trigger] activates, draw 1 card."),
    "hand_trashed": ("Character", (
        "When a card is trashed from your hand by an effect, this Character gains +1000 power "
        "during this turn.")),
    "removed_types": ("Stage", (
        "[Opponent's Turn] You may rest this Stage: When your {Navy} type Character is "
        "removed from the field by your opponent's effect, draw 1 card.")),
    "removed_including": ("Character", (
        "[Once Per Turn] When your Character with a type including \"Navy\" is removed from "
        "the field by your opponent's effect, draw 1 card.")),
    "removed_any": ("Leader", (
        "When your Character is removed from the field by your opponent's effect, draw 1 "
        "card.")),
    "given_don": ("Leader", (
        "[Your Turn] When this Leader or any of your Characters is given a DON!! card, this "
        "Leader gains +1000 power during this turn.")),
    "opponent_life_removed": ("Character", (
        "[Your Turn] [Once Per Turn] When a card is removed from your opponent's Life cards, "
        "draw 1 card.")),
    "any_life_removed": ("Character", (
        "[Your Turn] When a card is removed from your or your opponent's Life cards, this "
        "Character gains +1000 power during this turn.")),
    "any_life_removed_activated": ("Leader", (
        "[Opponent's Turn] [Once Per Turn] This effect can be activated when a card is removed "
        "from your or your opponent's Life cards. Draw 1 card.")),
    "no_draw_by_effect": ("Character", (
        "[On Play] Draw 2 cards. Then, you cannot draw cards using your own effects during this "
        "turn.")),
    "damage_or_big_koed": ("Leader", (
        "[Once Per Turn] When you take damage or your Character with 7000 base power or more "
        "is K.O.'d, draw 1 card.")),
    "one_of_yours_koed": ("Leader", (
        "[Once Per Turn] When one of your {Navy} type Characters with 6000 base power or more "
        "is K.O.'d, draw 1 card.")),
    "vanilla_from_hand": ("Leader", (
        "[Once Per Turn] When you play a Character with no base effect from your hand, if you "
        "have 2 or less Characters, draw 1 card.")),
    "played_from_trash_gains": ("Leader", (
        "When a {Test Crew} type Character card is played from your trash, that Character "
        "gains [Blocker] during this turn.")),
    "opponent_character_attacks": ("Character", (
        "[Once Per Turn] When your opponent's Character attacks, this Character gains +1000 "
        "power during this battle.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def take_most(game) -> None:
    """Answer the "up to N" number choice, which must be asked, with the most."""
    answer(game, "choose_number", max(opts(game), key=lambda a: a.target))


# the examples of the event timings ("When ..."): each is read as one
EVENT_TIMING_EXAMPLES = (
    "rested", "don_returned", "don_returned_by_you", "two_don_returned", "any_don_returned",
    "draw", "this_koed", "this_koed_by_effect", "this_koed_by_opponent", "character_koed",
    "opponent_character_koed", "koed_with_cost", "opponent_event", "opponent_blocker",
    "opponent_a_blocker", "you_event", "you_play", "opponent_plays", "opponent_returned",
    "life_to_hand", "life_zero", "trigger", "hand_trashed", "removed_types",
    "removed_including", "removed_any", "given_don", "opponent_life_removed",
    "any_life_removed", "any_life_removed_activated", "damage_or_big_koed",
    "one_of_yours_koed", "removed_by_you", "you_play_with_trigger", "opponent_event_or_trigger",
    "removed_or_koed", "opponent_character_attacks",
)


@pytest.mark.parametrize("name", EVENT_TIMING_EXAMPLES)
def test_event_timing_examples_are_read_as_event_timings(name):
    category, line = EXAMPLES[name]
    assert read(line, category).timing in L.EVENT_TIMINGS


def test_every_event_timing_has_an_example():
    from test_card_compiler_forms import all_examples
    used = {read(line, category).timing for category, line in all_examples()}
    assert set(L.EVENT_TIMINGS) <= used, sorted(set(L.EVENT_TIMINGS) - used)


def test_prefixes_and_costs_are_read_into_the_ability():
    part = read(ex("opponent_character_koed"), "Leader")
    assert part.timing == L.WHEN_OPPONENT_CHARACTER_KOED
    assert part.conditions == (L.DonAttached(1), L.YourTurn()) and part.once_per_turn
    assert part.steps == (L.AddDon(L.up_to(1), active=True),)
    assert read(ex("koed_with_cost"), "Leader").cost == (L.TrashFromHand(1),)


def test_an_unreadable_body_after_an_event_is_reported_where_it_stops():
    with pytest.raises(W.Unreadable) as e:
        W.read_line("When you activate an Event, frobnicate 1 card.", Ctx("Character"))
    assert e.value.phrase == "frobnicate 1 card."


# -- the listener table: games without event cards pay nothing ----------------------------

def test_listeners_hold_only_the_cards_with_event_timings():
    s = scenario()
    plain = s.p1.character(vanilla())
    game = s.build()
    assert game.state.listeners == {}
    s = scenario()
    s.p1.character(vanilla())
    rester = s.p1.character(card_of(ex("rested")))
    s.p2.hand(card_of(ex("opponent_blocker")))
    game = s.build()
    assert game.state.listeners[L.WHEN_RESTED] == (rester,)
    assert set(game.state.listeners) == {L.WHEN_RESTED, L.WHEN_OPPONENT_ACTIVATES_BLOCKER}
    assert game.state.clone().listeners is game.state.listeners
    assert plain not in game.state.listeners[L.WHEN_RESTED]


# -- When this Character becomes rested ------------------------------------------------

def test_becomes_rested_fires_on_attack_and_by_effects_on_your_turn():
    s = scenario()
    c = s.p1.character(card_of(ex("rested")))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    # rested by an effect ("rest up to 1 of your Characters")
    s = scenario()
    c = s.p1.character(card_of(ex("rested")))
    game, _r = play_from_hand(s, card_of("[On Play] Rest up to 1 of your Characters."))
    expect_decision(game, P1, "select")
    game.apply(Action("select", c))
    expect_decision(game, P1, "main")
    assert game.state.rested[c] and len(game.state.hand[P1]) == 1


def test_becomes_rested_does_not_fire_when_blocking_on_the_opponents_turn():
    s = scenario()
    blocker = s.p2.character(card_of("[Blocker]", ex("rested"), power=6000))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", blocker))
    expect_decision(game, P1, "main")
    assert game.state.rested[blocker] and game.state.hand[P2] == []   # [Your Turn] fails
