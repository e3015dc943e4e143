"""The card-text compiler, event timings of cards that move or change: "When
this Character becomes rested", "When a Character is K.O.'d", "When DON!!
cards are returned or given", plays, returns, draws, Life cards and the
hand.

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
    to_p1_next_main,
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import power
from optcg.testing import answer, expect_decision
from optcg.text.english import log_lines

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "rested": ("Character", "[Your Turn] When this Character becomes rested, draw 1 card."),
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


# -- DON!! returned to the DON!! deck -------------------------------------------------------

DON_MINUS_1 = "[Activate: Main] DON!! −1: Up to 1 of your Characters gains +1000 power during this turn."
DON_MINUS_2 = "[Activate: Main] DON!! −2: Up to 1 of your Characters gains +1000 power during this turn."


def _return_don(card_line: str, listener_line: str, active: int = 2, category="Character"):
    s = scenario()
    payer = s.p1.character(card_of(card_line, name="Payer"))
    listener = (s.p1.stage(card_of(listener_line, category="Stage")) if category == "Stage"
                else s.p1.character(card_of(listener_line)))
    s.p1.don(active=active)
    game = s.build()
    game.apply(Action("activate", payer, 0))            # DON!! alike: which return is not asked
    answer(game, "select", Action("select_done"))
    expect_decision(game, P1, "main")
    return game, payer, listener


def test_don_returned_fires_once_per_turn_after_the_cost():
    game, _p, _l = _return_don(DON_MINUS_1, ex("don_returned"))
    st = game.state
    assert st.don_deck[P1] == 9 and len(st.hand[P1]) == 1
    # a second DON!! -1 in the same turn: [Once Per Turn], no second draw
    s = scenario()
    payers = [s.p1.character(card_of(DON_MINUS_1, name=f"Payer {k}")) for k in range(2)]
    s.p1.character(card_of(ex("don_returned")))
    s.p1.don(active=2)
    game = s.build()
    for p in payers:
        game.apply(Action("activate", p, 0))
        game.apply(Action("select_done"))
        expect_decision(game, P1, "main")
    assert game.state.don_deck[P1] == 10 and len(game.state.hand[P1]) == 1


@pytest.mark.parametrize("line, draws", [(DON_MINUS_1, 0), (DON_MINUS_2, 1)])
def test_two_or_more_don_returned_needs_two_at_once(line, draws):
    game, _p, _l = _return_don(line, ex("two_don_returned"), category="Stage")
    assert len(game.state.hand[P1]) == draws


def test_don_returned_by_your_effect_on_the_opponents_turn_only():
    # P1's Leader listens on P2's turn; P1's DON!! -1 on P1's turn: nothing
    s = scenario(leader1=card_of(ex("don_returned_by_you"), category="Leader", power=5000,
                                 life=5))
    payer = s.p1.character(card_of(DON_MINUS_1, name="Payer"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("activate", payer, 0))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_deck[P1] == 9 and st.don_active[P1] + st.don_rested[P1] == 1
    # a [Counter] Event's DON!! -1 on P2's turn: the Leader adds 1 rested DON!!
    event = card_of("[Counter] DON!! −1: Your Leader gains +3000 power during this battle.",
                    category="Event", cost=0)
    s = scenario(turn=4, turn_player=1,
                 leader1=card_of(ex("don_returned_by_you"), category="Leader", power=5000,
                                 life=5))
    ev = s.p1.hand(event)[0]
    s.p1.don(active=2)
    s.p1.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                        # 1 DON!! to return: no choice asked
    answer(game, "choose_number", max(opts(game), key=lambda a: a.target), P1)
    st = game.state
    # returned 1, added 1 back rested
    assert st.don_deck[P1] == 8 and st.don_rested[P1] == 1 and st.don_active[P1] == 1


def test_any_don_on_the_field_includes_the_opponents():
    s = scenario()
    payer = s.p1.character(card_of(DON_MINUS_1, name="Payer"))
    watcher = s.p2.character(card_of(ex("any_don_returned"), power=3000))
    s.p1.don(active=2)
    game = s.build()
    assert power(game.state, watcher) == 3000
    game.apply(Action("activate", payer, 0))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert power(game.state, watcher) == 4000


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


# -- K.O.s -----------------------------------------------------------------------------

def test_koed_by_your_opponents_effect_but_not_in_battle():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or "
                  "less.", name="K.O.er")
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed_by_opponent"), cost=2))
    game, _k = play_from_hand(s, ko)
    game.apply(Action("select", victim))
    take_most(game)
    expect_decision(game, P1, "main")
    st = game.state
    assert victim in st.trash[P2] and len(st.life[P2]) == 1
    # K.O.'d in battle: no Life added
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed_by_opponent"), cost=2, power=1000),
                            rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and game.state.life[P2] == []


def test_koed_by_your_own_effect_is_by_an_effect_but_not_the_opponents():
    ko_own = card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 or less.",
                     name="Own K.O.")
    s = scenario()
    a = s.p1.character(card_of(ex("this_koed_by_effect"), cost=2, name="A"))
    game, _k = play_from_hand(s, ko_own)
    game.apply(Action("select", a))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    s = scenario()
    b = s.p1.character(card_of(ex("this_koed_by_opponent"), cost=2, name="B"))
    game, _k = play_from_hand(s, ko_own)
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == []


def test_opponents_turn_this_koed_resolves_from_the_trash():
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed"), power=1000), rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and len(game.state.hand[P2]) == 2
    # K.O.'d by its owner's effect on its owner's turn: [Opponent's Turn] fails
    s = scenario(turn=4, turn_player=1)
    victim = s.p2.character(card_of(ex("this_koed"), power=1000, cost=2))
    ko_own = s.p2.hand(card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 "
                               "or less.", name="Own K.O."))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", ko_own))
    game.apply(Action("select", victim))
    expect_decision(game, P2, "main")
    assert victim in game.state.trash[P2] and game.state.hand[P2] == []


def test_a_character_koed_fires_once_for_each_character():
    wipe = card_of("[On Play] K.O. all of your opponent's Characters with a cost of 1 or "
                   "less.", name="Wipe")
    s = scenario()
    s.p1.character(card_of(ex("character_koed")))
    s.p2.character(vanilla("A", cost=1))
    s.p2.character(vanilla("B", cost=1))
    s.p2.character(vanilla("C", cost=3))
    game, _w = play_from_hand(s, wipe)
    expect_decision(game, P1, "main")
    assert len(game.state.chars[P2]) == 1 and len(game.state.hand[P1]) == 2


def _kaido_board(don: int):
    s = scenario(leader1=card_of(ex("opponent_character_koed"), category="Leader",
                                 power=5000, life=5))
    mine = s.p1.character(vanilla("Mine", power=6000, cost=2))
    theirs = s.p2.character(vanilla("Theirs", power=1000), rested=True)
    game = s.build()
    game.state.don[s.p1.leader_id] = don            # given to the Leader
    game.state.don_deck[P1] -= don
    return game, mine, theirs


def test_opponents_character_koed_needs_the_don():
    game, mine, theirs = _kaido_board(1)
    game.apply(Action("attack", mine, theirs))
    take_most(game)
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and game.state.don_active[P1] == 1
    # without a DON!! given to the Leader: nothing
    game, mine, theirs = _kaido_board(0)
    game.apply(Action("attack", mine, theirs))
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and game.state.don_active[P1] == 0


def test_your_own_character_koed_is_not_your_opponents():
    ko_own = card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 or less.",
                     name="Own K.O.")
    s = scenario(leader1=card_of(ex("opponent_character_koed"), category="Leader",
                                 power=5000, life=5))
    mine = s.p1.character(vanilla("Mine", cost=2))
    c = s.p1.hand(ko_own)[0]
    s.p1.don(active=1)
    game = s.build()
    game.state.don[s.p1.leader_id] = 1
    game.state.don_deck[P1] -= 1
    game.apply(Action("play", c))
    game.apply(Action("select", mine))
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P1] and game.state.don_active[P1] == 0


def test_a_cost_before_the_event_may_be_declined():
    for accept in (True, False):
        s = scenario(leader1=card_of(ex("koed_with_cost"), category="Leader", power=5000,
                                     life=5))
        spare = s.p1.hand(vanilla("Spare"))[0]
        mine = s.p1.character(vanilla("Mine", power=6000))
        target = s.p2.character(vanilla("Theirs", power=1000), rested=True)
        game = s.build()
        game.apply(Action("attack", mine, target))
        expect_decision(game, P1, "confirm")
        game.apply(Action("accept" if accept else "decline"))
        expect_decision(game, P1, "main")
        st = game.state
        assert (spare in st.trash[P1]) == accept
        assert len(st.hand[P1]) == (2 if accept else 1)


# -- activations: Events and [Blocker] ------------------------------------------------------

def test_opponent_activates_blocker():
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_blocker")))
    blocker = s.p2.character(card_of("[Blocker]", power=6000, name="Wall"))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", watcher, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", blocker))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    # no block: no draw
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_blocker")))
    s.p2.character(card_of("[Blocker]", power=6000, name="Wall"))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", watcher, s.p2.leader_id))
    game.apply(Action("no_block"))
    assert game.state.hand[P1] == []


def test_opponent_activates_a_counter_event():
    event = card_of("[Counter] Your Leader gains +3000 power during this battle.",
                    category="Event", cost=0)
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_event"), power=3000))
    ev = s.p2.hand(event)[0]
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter_event", ev))
    assert power(game.state, watcher) == 5000
    # a counter by trashing a Character card is no Event
    s = scenario()
    watcher = s.p1.character(card_of(ex("opponent_event"), power=3000))
    c = s.p2.hand(vanilla("Counter", counter=1000))[0]
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter", c, s.p2.leader_id))
    assert power(game.state, watcher) == 3000


def test_you_activate_an_event_resolves_after_the_event():
    event = card_of("[Main] Draw 1 card.", category="Event", cost=1, name="Event")
    s = scenario()
    s.p1.character(card_of(ex("you_event")), don=1)
    game, _ev = play_from_hand(s, event)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 2
    log = log_lines(game, None)
    event_draw = max(k for k, line in enumerate(log) if "Event" in line)
    assert any("draws 1 card" in line for line in log[event_draw + 1:])
    # without its [DON!! x1]: the Event's draw only
    s = scenario()
    s.p1.character(card_of(ex("you_event")))
    game, _ev = play_from_hand(s, event)
    assert len(game.state.hand[P1]) == 1


# -- plays and returns ---------------------------------------------------------------------

def test_opponent_plays_a_character_on_your_opponents_turn():
    s = scenario()
    s.p2.character(card_of(ex("opponent_plays")))
    game, new = play_from_hand(s, vanilla("New", cost=1))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(new)
    game.apply(Action("select", new))
    expect_decision(game, P1, "main")
    assert game.state.rested[new]
    # P2's own listener for "you play" does not hear P1's play
    s = scenario()
    s.p2.character(card_of(ex("you_play")))
    game, _n = play_from_hand(s, vanilla("New", cost=1))
    expect_decision(game, P1, "main")
    assert game.state.hand[P2] == []


def test_you_play_a_character_by_an_effect_on_the_opponents_turn():
    body = card_of("[Trigger] Play this card.", cost=3, power=4000, name="Body")
    s = scenario()
    s.p2.character(card_of(ex("you_play")))
    t = s.p2.life(body)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "main")
    assert t in game.state.chars[P2] and len(game.state.hand[P2]) == 1
    # on P1's own turn, P1's "[Opponent's Turn] When you play": nothing
    s = scenario()
    s.p1.character(card_of(ex("you_play")))
    game, _n = play_from_hand(s, vanilla("New", cost=1))
    assert game.state.hand[P1] == []


def test_opponents_character_returned_by_your_effect():
    bounce = card_of("[On Play] Return up to 1 Character with a cost of 3 or less to the "
                     "owner's hand.", name="Bounce")
    s = scenario()
    s.p1.character(card_of(ex("opponent_returned")))
    theirs = s.p2.character(vanilla("Theirs", cost=2))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", theirs))
    expect_decision(game, P1, "main")
    assert theirs in game.state.hand[P2] and len(game.state.hand[P1]) == 1
    # returning your own Character: nothing drawn
    s = scenario()
    s.p1.character(card_of(ex("opponent_returned")))
    own = s.p1.character(vanilla("Own", cost=2))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", own))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [own]


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


# -- your Characters removed from the field by your opponent's effect -----------------------

KO_3 = ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")


@pytest.mark.parametrize("navy, accept", [(True, True), (True, False), (False, True)])
def test_removed_by_your_opponents_effect_with_a_cost(navy, accept):
    s = scenario()
    stage = s.p2.stage(card_of(ex("removed_types"), category="Stage"))
    victim = s.p2.character(vanilla("Victim", cost=2, types=("Navy",) if navy else ("Pirate",)))
    game, _k = play_from_hand(s, card_of(KO_3, name="K.O.er"))
    game.apply(Action("select", victim))
    if navy:
        expect_decision(game, P2, "confirm")
        game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert victim in st.trash[P2]
    assert len(st.hand[P2]) == (1 if navy and accept else 0)
    assert st.rested[stage] == (navy and accept)


def test_removed_by_a_return_to_the_hand_but_not_in_battle():
    bounce = card_of("[On Play] Return up to 1 Character with a cost of 3 or less to the "
                     "owner's hand.", name="Bounce")
    s = scenario()
    s.p2.character(card_of(ex("removed_including"), name="Watcher"))
    victim = s.p2.character(vanilla("Victim", cost=2, types=("Navy HQ",)))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.hand[P2] and len(game.state.hand[P2]) == 2   # and a draw
    # K.O.'d in battle: not by an effect
    s = scenario()
    s.p2.character(card_of(ex("removed_including"), name="Watcher"))
    victim = s.p2.character(vanilla("Victim", power=1000, types=("Navy HQ",)), rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and game.state.hand[P2] == []


def test_removed_by_your_own_effect_is_not_your_opponents():
    s = scenario(leader1=card_of(ex("removed_any"), category="Leader", power=5000, life=5))
    own = s.p1.character(vanilla("Own", cost=2))
    game, _k = play_from_hand(s, card_of("[On Play] K.O. up to 1 of your Characters with a "
                                         "cost of 3 or less.", name="Own K.O."))
    game.apply(Action("select", own))
    expect_decision(game, P1, "main")
    assert own in game.state.trash[P1] and game.state.hand[P1] == []


# -- DON!! given ----------------------------------------------------------------------------

def _given_board(listener_of_p1: bool):
    garp = card_of(ex("given_don"), category="Leader", power=5000, life=5)
    s = scenario(leader1=garp if listener_of_p1 else None,
                 leader2=None if listener_of_p1 else garp)
    mine = s.p1.character(vanilla("Mine"))
    s.p1.don(active=1)
    return s, mine


def test_given_a_don_by_the_rules_once_per_don():
    s, mine = _given_board(True)
    game = s.build()
    game.apply(Action("give_don", -1, mine))
    expect_decision(game, P1, "main")
    assert power(game.state, s.p1.leader_id) == 6000
    # the opponent's Leader does not hear P1's DON!!
    s, mine = _given_board(False)
    game = s.build()
    game.apply(Action("give_don", -1, mine))
    expect_decision(game, P1, "main")
    assert power(game.state, s.p2.leader_id) == 5000


def test_given_two_don_by_an_effect_fires_twice():
    s = scenario(leader1=card_of(ex("given_don"), category="Leader", power=5000, life=5))
    mine = s.p1.character(vanilla("Mine"))
    giver = s.p1.hand(card_of("[On Play] Give up to 2 rested DON!! cards to your Leader or 1 "
                              "of your Characters.", name="Giver"))[0]
    s.p1.don(active=1, rested=2)
    game = s.build()
    game.apply(Action("play", giver))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mine))
    take_most(game)
    expect_decision(game, P1, "main")
    assert game.state.don[mine] == 2 and power(game.state, s.p1.leader_id) == 7000


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


# -- "When you play a Character with no base effect from your hand" -------------------------

def _vanilla_leader():
    return card_of(ex("vanilla_from_hand"), category="Leader", power=5000, life=5)


def test_playing_a_vanilla_character_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


def test_a_character_with_an_effect_or_too_many_characters_does_not_draw():
    s = scenario(leader1=_vanilla_leader())
    fancy = s.p1.hand(card_of("[Blocker]", name="Fancy"))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", fancy))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []
    # ruling on OP02-026: the count is checked after the play (3 then)
    s = scenario(leader1=_vanilla_leader())
    s.p1.characters(vanilla("A"), vanilla("B"))
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


def test_a_vanilla_character_played_from_the_trash_by_an_effect_is_not_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    s.p1.trash(vanilla("Plain", cost=1))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    revive = card_of("[On Play] Play up to 1 Character card with a cost of 1 or less from "
                     "your trash.", name="Reviver", cost=1)
    c = s.p1.hand(revive)[0]
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", c))
    answer(game, "select", min(opts(game), key=str), P1)
    st = game.state
    assert len(st.chars[P1]) == 2 and st.hand[P1] == []


# -- "When you take damage or your Character with 7000 base power or more is K.O.'d" -------

def test_damage_or_a_big_characters_ko_draws_once_per_turn():
    lead = card_of(ex("damage_or_big_koed"), category="Leader", power=5000, life=5)
    s = scenario(turn=4, turn_player=P2, leader1=lead)
    big, small = (s.p1.character(vanilla(n, power=p), rested=True)
                  for n, p in (("Big", 7000), ("Small", 6000)))
    s.p1.life(vanilla("L1"), vanilla("L2"))
    s.p1.deck(*[vanilla("D")] * 5)
    a, b = s.p2.characters(vanilla("A", power=9000), vanilla("B", power=9000))
    game = s.build()
    game.apply(Action("attack", a, small))            # 6000 base power: no draw
    expect_decision(game, P2, "main")
    assert small in game.state.trash[P1] and len(game.state.deck[P1]) == 5
    game.apply(Action("attack", b, big))              # 7000: draws 1
    expect_decision(game, P2, "main")
    assert big in game.state.trash[P1] and len(game.state.deck[P1]) == 4
