"""The card-text compiler, playing cards: from the hand, the trash or
among selected cards, and the cost of the next card played.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import (P1, card_of, opts, play_from_hand, read, scenario, selects,
                                vanilla)

from optcg import Action
from optcg.engine import events as E
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "opponent_plays_from_their_hand": ("Character", (
        "[On Play] Your opponent plays up to 1 Character card with a cost of 2 or less from "
        "their hand.")),
    "play_qualified_different_names": ("Event", (
        "[Main] Play up to 3 {Test Crew} type Character cards with 4000 power and different "
        "card names from your trash.")),
    "next_play": ("Leader", (
        "[Activate: Main] [Once Per Turn] If you have 2 or less Characters, the next time you "
        "play a {Navy} type Character card with a cost of 2 or more from your hand during "
        "this turn, the cost will be reduced by 1.")),
    "next_play_named": ("Character", (
        "[Activate: Main] [Once Per Turn] The next time you play [Hero] with a cost of 3 or "
        "more from your hand during this turn, the cost will be reduced by 2.")),
    "play_both_from_trash": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 4 or less and up "
        "to 1 {Test Crew} type Character card with a cost of 2 or less from your trash.")),
    "play_it_or_life": ("Character", (
        "[On Play] Select up to 1 {Test Crew} type Character with a cost of 3 or less from your "
        "trash and play it or add it to the top of your Life cards face-up.")),
    "play_this_from_trash": ("Character", (
        "[On K.O.] Play this Character card from your trash rested.")),
    "play_hand_named_first": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card from your hand with a cost of 2 "
        "or less.")),
    "no_play_from_hand": ("Character", (
        "[On Play] Draw 1 card. Then, you cannot play cards from your hand during this "
        "turn.")),
    "play_from_hand_or_trash": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 3 or less from "
        "your hand or trash.")),
    "activate_event_from_hand": ("Character", (
        "[On Play] Activate up to 1 {Test Crew} type Event with a base cost of 2 or less from "
        "your hand.")),
    "activate_main_in_trash": ("Character", (
        "[On Play] Activate the [Main] effect of up to 1 {Test Crew} type Event card with a cost "
        "of 3 or less in your trash.")),
    "played_from_trash_power": ("Leader", (
        "When a {Test Crew} type Character card is played from your trash, that Character gains "
        "+2000 power during this turn.")),
    "played_from_trash_draw": ("Character", (
        "When a {Test Crew} type Character card is played from your trash, draw 1 card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


# -- "the next time you play ... from your hand during this turn, the cost will be
# reduced by 1" ---------------------------------------------------------------------------------

def _next_play_game(chars: int = 0, don: int = 5):
    lead = card_of(ex("next_play"), category="Leader", power=5000, life=5)
    s = scenario(leader1=lead)
    s.p1.characters(*[vanilla(f"C{k}") for k in range(chars)])
    hand = s.p1.hand(vanilla("Plain", cost=1), vanilla("Small Navy", cost=1, types=("Navy",)),
                     vanilla("Navy A", cost=3, types=("Navy",)),
                     vanilla("Navy B", cost=3, types=("Navy",)))
    s.p1.don(active=don)
    game = s.build()
    game.apply(next(a for a in opts(game) if a.kind == "activate"))
    expect_decision(game, P1, "main")
    return game, hand


def test_the_next_matching_character_played_costs_one_less_once():
    # rulings on OP02-025: other Characters played meanwhile leave it waiting
    game, (plain, small, navy_a, navy_b) = _next_play_game()
    st = game.state
    game.apply(Action("play", plain))
    game.apply(Action("play", small))                 # a cost of 1: not one of them
    assert st.don_active[P1] == 3
    game.apply(Action("play", navy_a))
    assert st.don_active[P1] == 1 and navy_a in st.chars[P1]
    assert Action("play", navy_b) not in opts(game)  # 3 again: used up


def test_the_reduction_makes_a_card_playable_with_one_don_less():
    game, (_plain, _small, navy_a, _navy_b) = _next_play_game(don=2)
    st = game.state
    assert Action("play", navy_a) in opts(game)
    game.apply(Action("play", navy_a))
    assert st.don_active[P1] == 0 and navy_a in st.chars[P1]


def test_no_reduction_with_too_many_characters():
    game, (_plain, _small, navy_a, _navy_b) = _next_play_game(chars=3)
    game.apply(Action("play", navy_a))
    assert game.state.don_active[P1] == 2


@pytest.mark.parametrize("name, paid", [("Hero", 2), ("Villain", 4)])
def test_the_next_named_character_played_costs_less(name, paid):
    s = scenario()
    src = s.p1.character(card_of(ex("next_play_named")))
    card = s.p1.hand(vanilla(name, cost=4))[0]
    s.p1.don(active=5)
    game = s.build()
    game.apply(next(a for a in opts(game) if a.kind == "activate" and a.card == src))
    expect_decision(game, P1, "main")
    game.apply(Action("play", card))
    assert game.state.don_active[P1] == 5 - paid and card in game.state.chars[P1]


# -- two plays from the trash in one step ------------------------------------------------------

def test_two_plays_from_the_trash_in_one_step():
    s = scenario()
    big = s.p1.trash(vanilla("Big", cost=4, types=("Test Crew",)))[0]
    small = s.p1.trash(vanilla("Small", cost=2, types=("Test Crew",)))[0]
    s.p1.trash(vanilla("Plain", cost=2))
    game, _ = play_from_hand(s, card_of(ex("play_both_from_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(big, small)
    game.apply(Action("select", big))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)              # Big was chosen; cost 2 or less
    game.apply(Action("select", small))
    st = game.state
    assert {big, small} <= set(st.chars[P1])


# -- "Select ... and play it or add it to the top of your Life cards face-up" -----------------

def _select_game():
    s = scenario()
    crew = s.p1.trash(vanilla("Crewmate", cost=3, types=("Test Crew",)))[0]
    s.p1.trash(vanilla("Dear mate", cost=4, types=("Test Crew",)))
    s.p1.trash(vanilla("Stranger", cost=3))
    game, _me = play_from_hand(s, card_of(ex("play_it_or_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(crew)                    # the type and the cost filter
    game.apply(Action("select", crew))
    expect_decision(game, P1, "choose_number")            # option 1 or 2
    return game, crew


def test_the_selected_card_is_played():
    game, crew = _select_game()
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert crew in game.state.chars[P1]


def test_the_selected_card_goes_to_the_top_of_life_face_up():
    game, crew = _select_game()
    life = len(game.state.life[P1])
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P1][-1] == crew and st.face_up[crew] and len(st.life[P1]) == life + 1
    assert crew not in st.chars[P1]


# -- playing this card from the trash --------------------------------------------------------

def test_on_ko_plays_this_card_from_the_trash_rested():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("play_this_from_trash"), cost=3))
    k = s.p2.hand(ko)[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    st = game.state
    assert me in st.chars[P1] and st.rested[me]


def test_on_ko_play_from_the_trash_needs_room_on_the_field():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("play_this_from_trash"), cost=3))
    others = [s.p1.character(vanilla(f"O{k}", cost=5)) for k in range(4)]
    k = s.p2.hand(ko)[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    st = game.state
    # four Characters: room for the fifth, played back rested
    assert me in st.chars[P1] and st.rested[me] and all(o in st.chars[P1] for o in others)


# -- "play up to 1 ... from your hand or trash" --------------------------------------------

def test_a_card_from_the_hand_or_the_trash_may_be_played():
    crew = ("Test Crew",)
    s = scenario()
    in_hand = s.p1.hand(vanilla("In Hand", cost=3, types=crew))[0]
    dear = s.p1.hand(vanilla("Dear", cost=4, types=crew))[0]
    in_trash, other = s.p1.trash(vanilla("In Trash", cost=2, types=crew), vanilla("Other"))
    game, _me = play_from_hand(s, card_of(ex("play_from_hand_or_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(in_hand, in_trash)      # not the cost 4, not another type
    game.apply(Action("select", in_trash))
    expect_decision(game, P1, "main")
    st = game.state
    assert in_trash in st.chars[P1] and in_hand in st.hand[P1] and dear in st.hand[P1]
    assert other in st.trash[P1]


# -- "... card from your hand with a cost of 2 or less": the area named first -----------------

def test_the_hand_named_before_the_cost_is_the_same_choice():
    s = scenario()
    small, dear = s.p1.hand(vanilla("Small", cost=2, types=("Test Crew",)),
                            vanilla("Dear", cost=3, types=("Test Crew",)))
    s.p1.hand(vanilla("Plain", cost=1))
    game, _ = play_from_hand(s, card_of(ex("play_hand_named_first")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)                # the cost 3 and the plain card are not
    game.apply(Action("select", small))
    st = game.state
    assert small in st.chars[P1] and dear in st.hand[P1]


# -- "you cannot play cards from your hand during this turn" -----------------------------------

def test_no_card_is_played_from_the_hand_this_turn_but_next_turn_it_is():
    s = scenario()
    small = s.p1.hand(vanilla("Small", cost=1))[0]
    s.p1.deck(*[vanilla("Drawn", cost=1)] * 3)
    game, _ = play_from_hand(s, card_of(ex("no_play_from_hand")), cost=2)
    expect_decision(game, P1, "main")
    assert not [a for a in opts(game) if a.kind == "play"]
    game.apply(Action("end_phase"))
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert Action("play", small) in opts(game)


# -- "When a {X} type Character card is played from your trash, <effect>" -----------------------
# (the form of OP16-079; any effect runs through the runtime, "that Character" being the card
# played, before the rest of the effect that played it)

def _played_from_trash_game(watcher: str, category: str):
    """P1 has `watcher` (a Leader or a Character) and plays 2 Test Crew
    Characters from the trash with one effect (play_both_from_trash)."""
    line = ex(watcher)
    s = scenario(leader1=card_of(line, category="Leader", power=5000, life=5)
                 if category == "Leader" else None)
    if category == "Character":
        s.p1.character(card_of(line, name="Watcher"))
    big = s.p1.trash(vanilla("Big", cost=4, types=("Test Crew",)))[0]
    small = s.p1.trash(vanilla("Small", cost=2, types=("Test Crew",)))[0]
    s.p1.deck(*[vanilla(f"Deck {k}") for k in range(3)])
    game, _ = play_from_hand(s, card_of(ex("play_both_from_trash"), name="Reviver"))
    game.apply(Action("select", big))
    game.apply(Action("select", small))
    return game, big, small


def test_when_played_from_trash_that_character_gains_power():
    """Each Character played from the trash gets the effect, the second
    after the first's has resolved (CR 8-1-3-1)."""
    game, big, small = _played_from_trash_game("played_from_trash_power", "Leader")
    st = game.state
    assert {big, small} <= set(st.chars[P1])
    assert power(st, big) == 1000 + 2000 and power(st, small) == 1000 + 2000
    activated = [e for e in game.events if type(e) is E.AbilityActivated
                 and e.card == st.leaders[P1]]
    assert len(activated) == 2 and activated[0].rule == "8-1-3-1"
    game.apply(Action("end_phase"))
    assert power(st, big) == 1000                      # during this turn only


def test_when_played_from_trash_any_effect_runs():
    """An effect that does not name the played card (draw 1) runs too: a
    form read is a form played."""
    game, big, small = _played_from_trash_game("played_from_trash_draw", "Character")
    st = game.state
    assert {big, small} <= set(st.chars[P1])
    assert len(st.hand[P1]) == 2                       # one card per Character played


def test_when_played_from_trash_not_when_played_from_the_hand():
    s = scenario(leader1=card_of(ex("played_from_trash_power"), category="Leader",
                                 power=5000, life=5))
    crew = vanilla("Crew", cost=1, types=("Test Crew",))
    game, c = play_from_hand(s, crew)
    assert c in game.state.chars[P1] and power(game.state, c) == 1000


def test_your_opponent_plays_from_their_hand_is_their_choice():
    """The opponent chooses among their own hand (CR 8-4-4) and plays it."""
    step = read("[On Play] Your opponent plays up to 1 Character card with a cost of 2 or less "
                "from their hand.").steps[0]
    assert step == L.PlayCard(L.Choose(L.Cards(L.OPPONENT, L.HAND, cost_max=2),
                                       chooser=L.OPPONENT))
