"""The card-text compiler, the hand: drawing, trashing from one's own or
the opponent's hand (chosen face-down), hand sizes, and cards from the hand
to the top or bottom of the deck.

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
    numbers,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    vanilla,
)
from test_card_compiler import leader as plain_leader

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.events import Revealed
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision
from optcg.text.english import log_lines, render

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "opponents_trash_to_their_deck": ("Character", (
        "[On Play] Draw 1 card. Then, you may place up to 1 card from your opponent's trash at "
        "the bottom of their deck.")),
    "opponents_trash_to_owners_deck": ("Character", (
        "[On Play] Place up to 2 cards from your opponent's trash at the bottom of the owner's "
        "deck.")),
    "not_drawn": ("Leader", (
        "[DON!! x1] When you activate an Event, you may draw 1 card if you have 3 or less "
        "cards in your hand and haven't drawn a card using this Leader's effect during this "
        "turn.")),
    "trash_face_down": ("Character", (
        "[On Play] If your opponent has 5 or more cards in their hand, trash 1 card from your "
        "opponent's hand.")),
    "choose_and_reveal": ("Character", (
        "[Activate: Main] You may rest this Character: Choose 1 card from your opponent's hand; "
        "your opponent reveals that card. If the revealed card is a Character, place up to 1 "
        "card from your opponent's Life area at the bottom of the owner's deck.")),
    "choose_and_reveal_those": ("Character", (
        "[On Play] Choose 3 cards from your opponent's hand; your opponent reveals those "
        "cards.")),
    "hands_down_to": ("Event", (
        "[Main] Draw 1 card. Then, you and your opponent trash cards from your hands until you "
        "each have 3 cards in your hands.")),
    # -- wordings met in OP06+ and EB --
    "trash_own_hand_down_to": ("Character", (
        "[End of Your Turn] Trash cards from your hand until you have 4 cards in your hand.")),
    "opponent_reveals_hand_and_draws": ("Character", (
        "[On Play] Your opponent trashes 1 card from their hand and reveals their hand. Then, "
        "your opponent draws 2 cards.")),
    "opponent_reveals_hand": ("Character", "[On Play] Your opponent reveals their hand."),
    "hand_to_deck_top_or_bottom": ("Character", (
        "[On Play] Draw 1 card and place 2 cards from your hand at the top or bottom of your "
        "deck in any order.")),
    # the cost wordings, read as steps too
    "hand_to_bottom_one": ("Character", (
        "[On Play] Draw 1 card and place 1 card from your hand at the bottom of your deck.")),
    "hand_to_bottom": ("Character", (
        "[On Play] Draw 2 cards and place 1 card from your hand at the bottom of your deck.")),
    "hand_to_top": ("Character", (
        "[On Play] Draw 1 card and place 1 card from your hand at the top of your deck.")),
    "hand_to_bottom_many": ("Character", (
        "[On Play] Draw 3 cards and place 2 cards from your hand at the bottom of your deck in "
        "any order.")),
    "draw_up_to": ("Event", "[Main] Draw up to 3 cards."),
    "draw_to_hand_size": ("Event", "[Main] Draw cards so that you have 4 cards in your hand."),
    "draw_to_hand_size_and_then": ("Character", (
        "[On Play] Draw card(s) so that you have 5 cards in your hand and then play up to 1 "
        "{Navy} type Character card with a cost of 3 or less from your hand.")),
    "redraw_hand": ("Character", (
        "[On Play] Return all cards in your hand to your deck and shuffle your deck. Then, draw "
        "cards equal to the number you returned to your deck.")),
    "opponent_hand_to_deck": ("Event", (
        "[Main] Your opponent returns all cards in their hand to their deck and shuffles their "
        "deck. Then, your opponent draws 3 cards.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    assert read(ex("draw_up_to"), "Event").steps == (L.Draw(L.up_to(3)),)
    assert read(ex("draw_to_hand_size"), "Event").steps == (L.DrawToHandSize(4),)


def positions(n: int, done: bool = False) -> set:
    out = {Action("number", -1, k) for k in range(n)}
    return out | {Action("select_done")} if done else out


# -- "you may draw 1 card if ... and haven't drawn a card using this Leader's effect
# during this turn" -----------------------------------------------------------------------------

def _event(name: str):
    return card_of("[Main] Your Leader gains +1000 power during this turn.", category="Event",
                   name=name, cost=0)


def _drawer_game(hand_extra: int):
    leader = card_of(ex("not_drawn"), category="Leader", power=5000, life=5)
    s = Scenario(turn=3, turn_player=P1)
    s.p1.leader(leader, don=1)
    s.p2.leader(plain_leader())
    e1, e2 = s.p1.hand(_event("E1"), _event("E2"))
    s.p1.hand(*[vanilla(f"H{k}") for k in range(hand_extra)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    return s.build(), e1, e2


def test_may_draw_once_per_turn_using_this_leaders_effect():
    game, e1, e2 = _drawer_game(1)                   # 3 cards, 2 after an Event
    st = game.state
    game.apply(Action("play", e1))
    expect_decision(game, P1, "confirm")              # "you may draw 1 card"
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 3
    game.apply(Action("play", e2))                    # 2 cards again, but it drew already
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 2


def test_declining_the_draw_keeps_it_for_the_next_event():
    # ruling on OP01-062: it counts draws made with this effect, not Events
    game, e1, e2 = _drawer_game(1)
    st = game.state
    game.apply(Action("play", e1))
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    game.apply(Action("play", e2))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 2


def test_no_draw_with_too_many_cards_in_hand():
    game, e1, _ = _drawer_game(3)                    # 5 cards, 4 after the Event
    game.apply(Action("play", e1))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 4


# -- choices from the opponent's hand: face-down ----------------------------------------

def test_the_opponents_hand_is_read_as_a_face_down_choice_of_yours():
    step = read(ex("trash_face_down")).steps[0].steps[0]
    assert step == L.Trash(L.Choose(L.Cards(L.OPPONENT, L.HAND, W.ALL_CATEGORIES), L.exactly(1)))


def test_trash_from_the_opponents_hand_offers_positions_not_cards():
    # official rulings on OP03-078 / ST10-010: the player who activated the
    # effect chooses from the opponent's face-down hand
    s = scenario()
    theirs = s.p2.hand(*(vanilla(f"Secret {k}") for k in range(5)))
    game, _ = play_from_hand(s, card_of(ex("trash_face_down")))
    expect_decision(game, P1, "select")
    assert opts(game) == positions(5)                 # no card id of the hidden hand
    game.apply(Action("number", -1, 3))
    st = game.state
    assert len(st.hand[P2]) == 4 and len(st.trash[P2]) == 1
    assert st.trash[P2][0] in theirs
    expect_decision(game, P1, "main")


def test_the_face_down_pick_is_not_the_card_at_that_place_of_the_hand():
    # the owner may rearrange the hand (official rulings on OP01-063,
    # OP03-078): the same position does not always give the same card
    picked = set()
    for seed in range(12):
        s = scenario()
        s.p2.hand(*(vanilla(f"Secret {k}") for k in range(5)))
        s.seed = seed
        game, _ = play_from_hand(s, card_of(ex("trash_face_down")))
        game.apply(Action("number", -1, 0))
        picked.add(game.state.defs[game.state.trash[P2][0]].name)
    assert len(picked) > 1


def test_trash_from_the_opponents_hand_needs_the_condition():
    s = scenario()
    s.p2.hand(*(vanilla(f"Secret {k}") for k in range(4)))      # 4: not 5 or more
    game, _ = play_from_hand(s, card_of(ex("trash_face_down")))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P2]) == 4 and not game.state.trash[P2]


def test_the_log_does_not_name_the_card_before_it_is_trashed():
    s = scenario()
    s.p2.hand(*(vanilla(f"Secret {k}") for k in range(5)))
    game, _ = play_from_hand(s, card_of(ex("trash_face_down")))
    game.apply(Action("number", -1, 0))
    texts = log_lines(game, P1)
    assert any("face-down" in t for t in texts)


def _reveal_game(hand, life=2, **don):
    s = scenario()
    s.p2.hand(*hand)
    s.p2.life(*(vanilla(f"Life {k}") for k in range(life)))
    me = s.p1.character(card_of(ex("choose_and_reveal")))
    game = s.build()
    game.apply(Action("activate", me, 0))
    return game, me


def test_a_revealed_character_sends_the_top_life_card_to_the_deck_bottom():
    game, me = _reveal_game([vanilla("Hidden", category="Character")] * 1)
    st = game.state
    top = st.life[P2][-1]
    assert len(st.hand[P2]) == 1                     # one card: no choice to make
    expect_decision(game, P1, "choose_number")        # up to 1 Life card
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.deck[P2][0] == top and len(st.life[P2]) == 1
    assert len(st.hand[P2]) == 1                     # the revealed card stays in the hand
    assert st.rested[me]
    assert any("reveals" in line for line in log_lines(game, P1))


def test_the_card_to_reveal_is_chosen_face_down():
    game, _ = _reveal_game([vanilla("Hidden A"), vanilla("Hidden B")])
    expect_decision(game, P1, "select")
    assert opts(game) == positions(2)
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "choose_number")        # both are Characters


def test_a_revealed_event_does_nothing_more():
    game, _ = _reveal_game([custom_card("V-Ev", "Hidden Event", "Event")])
    st = game.state
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 2 and len(st.hand[P2]) == 1


def test_two_cards_are_chosen_face_down_then_revealed_together():
    # official ruling on OP01-105: chosen at the same time, revealed together
    s = scenario()
    s.p2.hand(*(vanilla(f"Secret {k}") for k in range(4)))
    game, _ = play_from_hand(s, card_of(ex("choose_and_reveal_those")))
    expect_decision(game, P1, "select")
    assert opts(game) == positions(4)
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "select")
    assert opts(game) == positions(3)
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == positions(2)
    before = len(game.events)
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P2]) == 4                     # revealed, not moved
    reveals = [render(e, st.defs) for e in game.events[before:] if isinstance(e, Revealed)]
    assert len(reveals) == 1 and reveals[0].count("(V-Secret") == 3


def test_a_choice_from_a_smaller_hand_takes_all_of_it():
    s = scenario()
    s.p2.hand(vanilla("Only"))
    game, _ = play_from_hand(s, card_of(ex("choose_and_reveal_those")))
    expect_decision(game, P1, "main")                # 1 card for "3 cards": all of it
    assert any("reveals Only" in line for line in log_lines(game, None, full=True))


# -- both players trash down to N -------------------------------------------------------

def test_both_players_trash_down_to_n_the_turn_player_first():
    # official ruling on OP05-058: the turn player chooses first, then the opponent
    s = scenario()
    mine = s.p1.hand(*(vanilla(f"Mine {k}") for k in range(3)))
    s.p1.deck(vanilla("Left"), vanilla("Drawn"))
    s.p2.deck(vanilla("Theirs left"))
    theirs = s.p2.hand(*(vanilla(f"Theirs {k}") for k in range(5)))
    game, _ = play_from_hand(s, card_of(ex("hands_down_to"), category="Event"))
    st = game.state
    expect_decision(game, P1, "select")              # 4 cards after the draw: 1 to go
    assert opts(game) == selects(*mine, *st.hand[P1][3:], done=False)
    game.apply(Action("select", mine[0]))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(*theirs, done=False)    # their own cards, face-up to them
    game.apply(Action("select", theirs[0]))
    expect_decision(game, P2, "select")
    game.apply(Action("select", theirs[1]))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 3 and len(st.hand[P2]) == 3
    assert mine[0] in st.trash[P1] and {theirs[0], theirs[1]} <= set(st.trash[P2])


def test_a_hand_of_n_or_less_trashes_nothing():
    s = scenario()
    s.p1.deck(vanilla("Left"), vanilla("Drawn"))
    s.p2.deck(vanilla("Theirs left"))
    s.p2.hand(*(vanilla(f"Theirs {k}") for k in range(2)))
    game, _ = play_from_hand(s, card_of(ex("hands_down_to"), category="Event"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P2]) == 2 and not game.state.trash[P2]


# -- trashing and revealing hands ------------------------------------------------------------------

def test_trash_your_own_hand_down_to_n():
    s = scenario()
    mine = s.p1.hand(*(vanilla(f"Mine {k}") for k in range(6)))
    s.p2.hand(*(vanilla(f"Theirs {k}") for k in range(6)))
    me = s.p1.character(card_of(ex("trash_own_hand_down_to")))
    game = s.build()
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*mine, done=False)
    game.apply(Action("select", mine[0]))
    game.apply(Action("select", mine[1]))
    st = game.state
    assert len(st.hand[P1]) == 4 and {mine[0], mine[1]} <= set(st.trash[P1])
    assert len(st.hand[P2]) >= 6                     # the opponent keeps theirs
    assert me in st.chars[P1]


def test_your_opponent_trashes_reveals_their_hand_and_draws():
    s = scenario()
    theirs = s.p2.hand(vanilla("Theirs A"), vanilla("Theirs B"))
    s.p2.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    game, _ = play_from_hand(s, card_of(ex("opponent_reveals_hand_and_draws")))
    expect_decision(game, P2, "select")              # they pick from their own hand
    game.apply(Action("select", theirs[0]))
    expect_decision(game, P1, "main")
    st = game.state
    assert theirs[0] in st.trash[P2] and len(st.hand[P2]) == 3 and len(st.deck[P2]) == 1
    assert any("reveals their hand: Theirs B" in line for line in log_lines(game, P1))


def test_your_opponent_reveals_an_empty_hand():
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex("opponent_reveals_hand")))
    expect_decision(game, P1, "main")
    assert any("reveals their hand: no card" in line
               for line in log_lines(game, None, full=True))


# -- "place 2 cards from your hand at the top or bottom of your deck in any order" -----------

def test_two_cards_from_the_hand_go_to_the_bottom_of_the_deck():
    s = scenario()
    s.p1.deck(vanilla("Top"), vanilla("Second"), vanilla("Third"))
    a, b, c = s.p1.hand(vanilla("A"), vanilla("B"), vanilla("C"))
    game, _me = play_from_hand(s, card_of(ex("hand_to_deck_top_or_bottom")))
    st = game.state
    expect_decision(game, P1, "select")                   # 2 of the 4 cards in hand
    assert len(opts(game)) == 4 and Action("select_done") not in opts(game)
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action(k, x) for k in ("place_top", "place_bottom") for x in (a, b)}
    game.apply(Action("place_bottom", b))
    expect_decision(game, P1, "main")                     # the other follows it
    assert st.deck[P1][:2] == [a, b] and c in st.hand[P1] and len(st.hand[P1]) == 2


def test_with_one_card_in_hand_it_alone_goes_to_the_top_or_bottom():
    s = scenario()
    drawn, _second = s.p1.deck(vanilla("Top"), vanilla("Second"))
    game, _me = play_from_hand(s, card_of(ex("hand_to_deck_top_or_bottom")))
    st = game.state                                       # only the card drawn in hand
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action("place_top", drawn), Action("place_bottom", drawn)}
    game.apply(Action("place_top", drawn))
    expect_decision(game, P1, "main")
    assert st.deck[P1][-1] == drawn and st.hand[P1] == []


# -- cards from the hand to the deck -------------------------------------------------------

@pytest.mark.parametrize("name, bottom", [("hand_to_bottom", True), ("hand_to_top", False)])
def test_place_a_card_from_your_hand_on_the_deck(name, bottom):
    s = scenario()
    kept = s.p1.hand(vanilla("Kept"))[0]
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "select")
    st = game.state
    drawn = [i for i in st.hand[P1] if i != kept]
    assert opts(game) == selects(kept, *drawn, done=False)      # exactly 1 card, not up to
    game.apply(Action("select", kept))
    expect_decision(game, P1, "main")
    assert kept not in st.hand[P1]
    assert (st.deck[P1][0] if bottom else st.deck[P1][-1]) == kept     # the top is the end


def test_place_two_cards_from_your_hand_at_the_bottom():
    s = scenario()
    a, b = s.p1.hand(vanilla("A"), vanilla("B"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("hand_to_bottom_many")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    st = game.state
    expect_decision(game, P1, "main")           # chosen one by one: that is their order (CR 3-1-7)
    assert set(st.deck[P1][:2]) == {a, b} and len(st.hand[P1]) == 3


# -- "draw up to N cards" -------------------------------------------------------------------

@pytest.mark.parametrize("n", [0, 2])
def test_draw_up_to(n):
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _ = play_from_hand(s, card_of(ex("draw_up_to"), category="Event", cost=0), cost=0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(3)
    game.apply(Action("number", -1, n))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == n and len(game.state.deck[P1]) == 5 - n


def test_draw_up_to_no_more_than_the_deck():
    s = scenario()
    s.p1.deck(vanilla("D0"))
    game, _ = play_from_hand(s, card_of(ex("draw_up_to"), category="Event", cost=0), cost=0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(1)


# -- "draw cards so that you have N cards in your hand" ------------------------------------

@pytest.mark.parametrize("kept, drawn", [(1, 3), (5, 0)])
def test_draw_cards_so_that_you_have_n_cards(kept, drawn):
    s = scenario()
    s.p1.hand(*[vanilla(f"H{k}") for k in range(kept)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(6)])
    game, _ = play_from_hand(s, card_of(ex("draw_to_hand_size"), category="Event", cost=0),
                             cost=0)
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == kept + drawn and len(st.deck[P1]) == 6 - drawn


def test_draw_so_that_and_then_play_from_the_hand():
    s = scenario()
    drawn = s.p1.deck(vanilla("D0"), vanilla("D1"), vanilla("D2"), vanilla("D3"),
                      vanilla("Navy", cost=3, types=("Navy",)))
    s.p1.deck(vanilla("Bottom"))
    navy = drawn[-1]
    game, me = play_from_hand(s, card_of(ex("draw_to_hand_size_and_then")))
    expect_decision(game, P1, "select")
    st = game.state
    assert sorted(st.hand[P1]) == sorted(drawn)          # 0 in hand after playing: 5 drawn
    assert opts(game) == selects(navy)                   # then the play, filtered
    game.apply(Action("select", navy))
    expect_decision(game, P1, "main")
    assert me in st.chars[P1] and navy in st.chars[P1] and len(st.deck[P1]) == 1


# -- the hand into the deck, and as many cards drawn ---------------------------------------

def test_the_hand_is_shuffled_into_the_deck_and_as_many_drawn():
    s = scenario()
    s.p1.hand(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("redraw_hand")))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == 3 and len(st.deck[P1]) == 5


def test_an_empty_hand_draws_nothing():
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("redraw_hand")))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == 0 and len(st.deck[P1]) == 5
