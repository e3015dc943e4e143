"""The card-text compiler, when an ability may be used: at the start of the
turn, when the opponent attacks or activates an Event, and one effect
under two timings ("[On Play]/[When Attacking]").

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import OPPONENT_CHOOSES, OPPONENT_CHOOSES_DOTS, _foe_hand
from test_card_compiler import (
    P1,
    P2,
    card_of,
    leader,
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
from optcg.engine.effects.compiler import declined_before_activation
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx, Unreadable
from optcg.testing import answer, custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "give_active_don_step": ("Character", (
        "[On Play] Give 1 of your active DON!! cards to 1 of your Leader or Character cards.")),
    "give_up_to_opponent_don": ("Character", (
        "[On Play] Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's "
        "Characters.")),
    "give_rested_owners_don": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to its owner's Leader or 1 of their "
        "Characters.")),
    "rest_don_or_cheap_characters": ("Character", (
        "[On Play] Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 "
        "or less.")),
    "hand_to_bottom": ("Character", (
        "[On Play] Draw 2 cards and place 2 cards from your hand at the bottom of your deck in "
        "any order.")),
    "trash_to_bottom_one": ("Character", (
        "[On Play] Place 1 card from your trash at the bottom of your deck.")),
    "trash_to_bottom": ("Character", (
        "[On Play] Place 3 cards from your trash at the bottom of your deck in any order. Then, "
        "draw 1 card.")),
    "trash_opponent_life": ("Character", (
        "[On Play] Trash 1 card from the top of your opponent's Life cards.")),
    "draw_when_opponent_event": ("Character", (
        "[Your Turn] [Once Per Turn] Draw 2 cards when your opponent activates an Event.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "activated_when_attacked": ("Leader", (
        "[Once Per Turn] This effect can be activated when your opponent attacks. Give up to 1 "
        "of your opponent's Leader or Character cards −2000 power during this turn.")),
    "start_of_turn": ("Leader", (
        "This effect can be activated at the start of your turn. If you have 2 or more Life "
        "cards, draw 1 card.")),
    # an event timing in the "can be activated" form, with [DON!! xN] before it
    "activated_when_event": ("Leader", (
        "[DON!! x1] [Your Turn] [Once Per Turn] This effect can be activated when a Character is "
        "removed from the field by your effect. Draw 1 card.")),
    # an event about some of your Characters
    "activated_when_event_cards": ("Leader", (
        "[Opponent's Turn] This effect can be activated when your {Test Crew} type Character is "
        "removed from the field by your opponent's effect or K.O.'d. Draw 1 card.")),
    # a condition checked as the effect activates (OnActivation)
    "activated_when_condition": ("Character", (
        "[On Your Opponent's Attack] This effect can be activated when you only have Characters "
        "with a type including \"Test Crew\". Draw 1 card.")),
    # an attack by one of the opponent's Characters; "that Character" is the attacker
    "activated_when_character_attacks": ("Character", (
        "[Once Per Turn] This effect can be activated when your opponent's Character attacks. "
        "If that Character has the <Strike> attribute, this Character gains +2000 power during "
        "this battle.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    start = read(ex("start_of_turn"), "Leader")
    assert start.timing == L.START_OF_YOUR_TURN and declined_before_activation(start)
    event = read(ex("activated_when_event"), "Leader")
    assert event.timing == L.WHEN_CHARACTER_REMOVED_BY_YOU and declined_before_activation(event)
    assert event.conditions == (L.DonAttached(1), L.YourTurn())
    about = read(ex("activated_when_event_cards"), "Leader")
    assert about.timing == L.WHEN_REMOVED_BY_OPPONENT_OR_KOED
    assert about.event_cards == L.Cards(types=("Test Crew",))


# -- "This effect can be activated at the start of your turn." ------------------------------

def _start_game(lives: int):
    s = scenario(turn=4, turn_player=1,
                 leader1=card_of(ex("start_of_turn"), category="Leader", power=5000, life=5))
    s.p1.life(*[vanilla(f"L{k}") for k in range(lives)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    return s.build()


@pytest.mark.parametrize("accept", [True, False])
def test_the_start_of_turn_effect_may_be_activated(accept):
    game = _start_game(2)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (2 if accept else 1)     # and the Draw Phase's


def test_the_start_of_turn_effect_draws_nothing_when_its_condition_fails():
    game = _start_game(1)
    game.apply(Action("end_phase"))
    answer(game, "confirm", Action("accept"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


# -- "This effect can be activated when your opponent attacks." ---------------------------------

def test_the_leader_effect_may_be_used_once_when_the_opponent_attacks():
    from optcg.engine.stats import power
    s = scenario(turn=4, turn_player=1, leader1=card_of(ex("activated_when_attacked"),
                                                       category="Leader", number="T-LEAD",
                                                       power=5000, life=5))
    a = s.p2.character(vanilla("A", power=6000))
    b = s.p2.character(vanilla("B", power=6000))
    s.p1.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    st = game.state
    game.apply(Action("attack", a, st.leaders[P1]))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    assert power(st, a) == 4000
    expect_decision(game, P2, "main")                     # no hand, no [Blocker]: no Step asked
    game.apply(Action("attack", b, st.leaders[P1]))
    assert game.decision.kind != "confirm"                # [Once Per Turn]
    assert power(st, b) == 6000


def test_an_active_don_given_as_a_step():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("give_active_don_step")), cost=2)
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert st.don[me] == 1 and st.don_active[P1] == 0 and st.don_rested[P1] == 1


def test_up_to_two_of_the_opponents_rested_don_how_many_is_chosen():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(rested=3)
    game, _me = play_from_hand(s, card_of(ex("give_up_to_opponent_don")))
    st = game.state
    expect_decision(game, P1, "choose_number")            # the one Character is forced
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 1 and st.don_rested[P2] == 2


def test_only_a_rested_don_of_the_owner_is_given():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _me = play_from_hand(s, card_of(ex("give_rested_owners_don")), cost=2)
    st = game.state                                       # P1: 1 active, 1 rested
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 0 and st.don_active[P2] == 2    # P2 has no rested DON!!
    leader = st.leaders[P1]
    s2 = scenario()
    game2, _me2 = play_from_hand(s2, card_of(ex("give_rested_owners_don")), cost=2)
    st2 = game2.state
    game2.apply(Action("select", st2.leaders[P1]))
    game2.apply(Action("number", -1, 1))                  # up to 1: a rested one
    assert st2.don[st2.leaders[P1]] == 1 and st2.don_rested[P1] == 0
    assert st2.don_active[P1] == 1 and st.don[leader] == 0


def test_rest_an_opponents_don_card_or_a_cheap_character():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    s.p2.character(vanilla("Dear", cost=4))
    s.p2.don(active=1)
    game, _me = play_from_hand(s, card_of(ex("rest_don_or_cheap_characters")))
    st = game.state
    expect_decision(game, P1, "select")                   # cost 4 and the Leader excluded
    assert opts(game) == selects(cheap) | {Action("don", -1, 1), Action("select_done")}
    game.apply(Action("select", cheap))
    assert st.rested[cheap] and st.don_active[P2] == 1


def test_a_cost_is_not_read_after_cards_that_include_don():
    with pytest.raises(W.Unreadable):
        read("[On Play] Rest up to 1 of your opponent's cards with a cost of 3 or less.")


# -- one effect under two timings ----------------------------------------------------------

def test_two_timings_make_two_abilities():
    line = "[On Play]/[When Attacking] Draw 1 card."
    first, second = read(line)
    assert first.timing == L.ON_PLAY and second.timing == L.WHEN_ATTACKING
    assert first.steps == second.steps == (L.Draw(L.exactly(1)),)
    assert compile_card("TEST-001", [line], "Character").ok
    card = custom_card("TEST-001", "Test card", "Character", first, second, cost=1,
                       power=5000)
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    c = s.p1.character(card)
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    assert len(game.state.hand[P1]) == 1                       # the [When Attacking] one


def test_two_timings_of_one_turn_once_per_turn_are_not_split():
    """[On Play] and [When Attacking] may come in the same turn: the one use
    per turn (CR 10-2-13-1) would have to be shared."""
    with pytest.raises(Unreadable):
        W.read_line("[On Play]/[When Attacking] [Once Per Turn] Draw 1 card.",
                    Ctx("Character"))


def test_two_timings_of_different_turns_once_per_turn_are_one_use_in_each():
    """[When Attacking] comes in your turn only, [On Block] in your opponent's
    only: each is used at most once, in its own turn."""
    line = "[When Attacking]/[On Block] [Once Per Turn] Draw 1 card."
    first, second = read(line)
    assert (first.timing, second.timing) == (L.WHEN_ATTACKING, L.ON_BLOCK)
    assert first.once_per_turn and second.once_per_turn
    card = custom_card("TEST-001", "Test card", "Character", first, second, cost=1,
                       power=5000, keywords=("Blocker",))
    s = scenario(turn_player=P2)
    s.p1.deck(*[vanilla("Deck")] * 3)
    c = s.p1.character(card)
    attacker = s.p2.character(vanilla("A", power=1000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "block")
    game.apply(Action("block", c))
    assert len(game.state.hand[P1]) == 1                       # [On Block]
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    c = s.p1.character(card)
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    assert len(game.state.hand[P1]) == 1                       # [When Attacking]


@pytest.mark.parametrize("option", [0, 1])
def test_your_opponent_chooses_the_option_and_you_carry_it_out(option):
    assert read(OPPONENT_CHOOSES).steps[0].chooser == L.OPPONENT
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(OPPONENT_CHOOSES))
    expect_decision(game, P2, "choose_number")                # the opponent picks
    game.apply(Action("number", -1, option))
    expect_decision(game, P1, "main")                         # "1 card": no number to pick
    st = game.state
    assert len(st.life[P2]) == (1 if option == 0 else 2)
    assert (life[0] in st.trash[P2]) == (option == 0)         # the top card
    assert len(st.hand[P1]) == (0 if option == 0 else 2)


def test_the_dotted_opponent_choice_and_the_opponents_own_action_in_it():
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    cards = _foe_hand(s, 1)
    game, _ = play_from_hand(s, card_of(OPPONENT_CHOOSES_DOTS))
    expect_decision(game, P2, "choose_number")
    game.apply(Action("number", -1, 0))
    assert game.state.trash[P2] == cards and game.state.hand[P1] == []


def test_trash_one_of_the_opponents_life_cards_is_not_up_to():
    assert read(ex("trash_opponent_life")).steps == (L.TrashLife(L.OPPONENT, L.exactly(1)),)
    s = scenario()
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("trash_opponent_life")))
    expect_decision(game, P1, "main")
    assert game.state.trash[P2] == [life[0]]
    s = scenario()                                            # no Life: nothing happens
    game, _ = play_from_hand(s, card_of(ex("trash_opponent_life")))
    expect_decision(game, P1, "main")
    assert game.state.trash[P2] == []


def test_place_cards_from_your_hand_at_the_bottom_of_your_deck():
    s = scenario()
    deck = s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    kept = s.p1.hand(vanilla("Kept"))[0]
    game, _ = play_from_hand(s, card_of(ex("hand_to_bottom")))
    expect_decision(game, P1, "select")                        # 3 cards in hand: choose 2
    drawn = [i for i in game.state.hand[P1] if i != kept]
    assert opts(game) == selects(kept, *drawn, done=False)
    game.apply(Action("select", drawn[0]))
    game.apply(Action("select", kept))
    st = game.state
    assert st.hand[P1] == [drawn[1]]
    assert set(st.deck[P1][:2]) == {drawn[0], kept} and len(st.deck[P1]) == len(deck)


def test_place_cards_from_your_trash_at_the_bottom_of_your_deck():
    s = scenario()
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    junk = s.p1.trash(vanilla("T1"), vanilla("T2"), vanilla("T3"), vanilla("T4"))
    game, _ = play_from_hand(s, card_of(ex("trash_to_bottom")))
    expect_decision(game, P1, "select")                        # 4 in the trash: choose 3
    for i in junk[:3]:
        game.apply(Action("select", i))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.trash[P1] == [junk[3]] and set(st.deck[P1][:3]) == set(junk[:3])
    assert len(st.hand[P1]) == 1                               # then, draw 1 card


def test_place_one_card_from_an_empty_trash_does_nothing():
    s = scenario()
    deck = s.p1.deck(vanilla("D1"), vanilla("D2"))
    game, _ = play_from_hand(s, card_of(ex("trash_to_bottom_one")))
    expect_decision(game, P1, "main")
    assert sorted(game.state.deck[P1]) == sorted(deck) and game.state.trash[P1] == []


# -- "<body> when your opponent activates an Event." ------------------------------------------

_COUNTER = "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle."


def test_draw_when_your_opponent_activates_an_event_once_per_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("draw_when_opponent_event"), power=5000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    e1, e2 = s.p2.hand(card_of(_COUNTER, category="Event", cost=0),
                       card_of(_COUNTER, category="Event", cost=0))
    s.p2.life(vanilla("L0"), vanilla("L1"))
    game = s.build()
    st = game.state
    for attacker, event, drawn in ((me, e1, 2), (s.p1.leader_id, e2, 2)):
        game.apply(Action("attack", attacker, s.p2.leader_id))
        expect_decision(game, P2, "counter")
        game.apply(Action("counter_event", event))
        expect_decision(game, P2, "select")
        game.apply(Action("select", s.p2.leader_id))
        while game.decision.player == P2:              # no more counters, no [Trigger]
            end = Action("end_counters")
            game.apply(end if end in opts(game) else min(opts(game), key=repr))
        expect_decision(game, P1, "main")
        assert len(st.hand[P1]) == drawn                # the second Event: once per turn


def test_no_draw_when_the_opponent_activates_an_event_on_their_turn():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("draw_when_opponent_event")))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    e = s.p2.hand(card_of("[Main] Draw 1 card.", category="Event", cost=0))[0]
    s.p2.deck(*[vanilla(f"E{k}") for k in range(5)])
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P2, "main")
    assert len(game.state.hand[P1]) == 0 and len(game.state.hand[P2]) == 1
