"""The card-text compiler, hand family: choices from the opponent's hand
(made face-down), both players trashing down to N cards, the card revealed
as a cost put back on the deck, and more ways to describe a choice ("a
different color than the returned Character", "up to 1 each of [A], [B],
and [C]", "with a total power of N or less", "{X} type Characters or
Characters with a [Trigger]", two targets in one step, "to the owner's hand
or the bottom of their deck", "DON!! cards or Characters").

Every sentence is our own example in the official style; each must render
back exactly, and the behaviour tests play it on a made-up card.
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
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.events import Revealed
from optcg.engine.stats import power
from optcg.testing import custom_card, expect_decision
from optcg.text.english import log_lines, render

# (category, sentence): one example per new form
EXAMPLES = {
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
    "hand_or_deck_bottom": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 4 or less to the owner's hand or the "
        "bottom of their deck.")),
    "return_both": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 6 or less and up to 1 Character with "
        "a cost of 2 or less to the owner's hand.")),
    "bottom_both": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 5 or less and up to "
        "1 of your opponent's Characters with a cost of 2 or less at the bottom of the owner's "
        "deck.")),
    "rest_don_or_character": ("Character", (
        "[On Play] Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 "
        "or less.")),
    "other_color": ("Leader", (
        "[Activate: Main] [Once Per Turn] Return 1 of your Characters to the owner's hand. "
        "Then, play up to 1 Character with a cost of 3 or less from your hand that is a "
        "different color than the returned Character.")),
    "revealed_to_top": ("Leader", (
        "[Activate: Main] [Once Per Turn] You may reveal 1 {Test Crew} type card from your "
        "hand: Draw 2 cards and place the revealed card at the top of your deck.")),
    "total_power": ("Event", (
        "[Main] K.O. up to 3 of your opponent's Characters with a total power of 5000 or "
        "less.")),
    "or_characters_with_trigger": ("Leader", (
        "[Activate: Main] [Once Per Turn] Up to 2 of your {Test Crew} type Characters or "
        "Characters with a [Trigger] gain +1000 power during this turn.")),
    "each_of": ("Character", (
        "[On Play] Play up to 1 each of [Test Hero], [Test Rival], and [Test Sidekick] with a "
        "cost of 3 from your hand.")),
    "type_other_than_and_cost": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck and play up to 1 Character card "
        "with a type including \"Test\" other than [Test Hero] and a cost of 3 or less. Then, "
        "trash the rest.")),
    # -- more of the family (OP06+, EB) --
    "trash_own_hand_down_to": ("Character", (
        "[End of Your Turn] Trash cards from your hand until you have 4 cards in your hand.")),
    "opponent_reveals_hand_and_draws": ("Character", (
        "[On Play] Your opponent trashes 1 card from their hand and reveals their hand. Then, "
        "your opponent draws 2 cards.")),
    "opponent_reveals_hand": ("Character", "[On Play] Your opponent reveals their hand."),
    "play_both_from_trash": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 4 or less and up "
        "to 1 {Test Crew} type Character card with a cost of 2 or less from your trash.")),
    "each_leader_and_character": ("Event", (
        "[Counter] Give up to 1 each of your opponent's Leader and Character cards −1000 power "
        "during this turn.")),
    "bottom_both_any_order": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 3 or less and up to "
        "1 of your opponent's Characters with a cost of 1 or less at the bottom of the owner's "
        "deck in any order.")),
    "up_to_each_listed": ("Character", (
        "[On Play] Play up to 1 [Test Hero], up to 1 [Test Rival], and up to 1 [Test Sidekick], "
        "with a cost of 3 or less from your trash.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", list(EXAMPLES.values()), ids=list(EXAMPLES.keys()))
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def positions(n: int, done: bool = False) -> set:
    out = {Action("number", -1, k) for k in range(n)}
    return out | {Action("select_done")} if done else out


# -- choices from the opponent's hand: face-down ----------------------------------------

def test_the_opponents_hand_is_read_as_a_face_down_choice_of_yours():
    step = read(ex("trash_face_down")).steps[0].steps[0]
    assert step == L.Trash(L.Choose(L.Cards(L.OPPONENT, L.HAND, W.ALL_CATEGORIES), 1,
                                    up_to=False))


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


# -- "to the owner's hand or the bottom of their deck" -----------------------------------

@pytest.mark.parametrize("where", [0, 1])
def test_the_activating_player_picks_hand_or_deck_bottom(where):
    # official ruling on OP04-043: the player who activated it chooses
    s = scenario()
    small = s.p2.character(vanilla("Small", cost=4))
    s.p2.character(vanilla("Big", cost=5))
    game, _ = play_from_hand(s, card_of(ex("hand_or_deck_bottom")))
    expect_decision(game, P1, "select")
    assert Action("select", small) in opts(game)
    game.apply(Action("select", small))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, where))
    st = game.state
    assert (small in st.hand[P2]) == (where == 0)
    assert (st.deck[P2][:1] == [small]) == (where == 1)


def test_no_destination_is_asked_when_nothing_is_chosen():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=5))
    game, me = play_from_hand(s, card_of(ex("hand_or_deck_bottom")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(me)                 # cost 5 is excluded
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")                # no hand-or-deck question
    assert big in game.state.chars[P2] and me in game.state.chars[P1]


# -- two targets in one step ------------------------------------------------------------

def test_two_targets_in_one_step_are_chosen_then_returned_together():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=6))
    tiny = s.p2.character(vanilla("Tiny", cost=2))
    game, me = play_from_hand(s, card_of(ex("return_both")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", tiny))               # the first may take a cost-2 card
    expect_decision(game, P1, "select")
    # ... which the second cannot choose again; Big costs more than 2
    assert opts(game) == selects(me)
    game.apply(Action("select_done"))
    st = game.state
    assert tiny in st.hand[P2] and big in st.chars[P2]


def test_both_targets_go_to_the_bottom_of_the_deck():
    s = scenario()
    mid = s.p2.character(vanilla("Mid", cost=5))
    tiny = s.p2.character(vanilla("Tiny", cost=2))
    game, _ = play_from_hand(s, card_of(ex("bottom_both"), category="Event"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mid))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(tiny)
    game.apply(Action("select", tiny))
    expect_decision(game, P1, "main")
    st = game.state
    assert set(st.deck[P2][:2]) == {mid, tiny} and not st.chars[P2]


# -- "DON!! cards or Characters" as one choice ------------------------------------------

def test_rest_a_don_card_or_a_character_in_one_choice():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    s.p2.character(vanilla("Dear", cost=4))
    s.p2.don(active=2)
    game, _ = play_from_hand(s, card_of(ex("rest_don_or_character")))
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", cheap), Action("number", -1, 1),
                          Action("select_done")}
    game.apply(Action("number", -1, 1))              # one of their active DON!! cards
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_active[P2] == 1 and st.don_rested[P2] == 1 and not st.rested[cheap]


def test_rest_the_character_instead():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    game, _ = play_from_hand(s, card_of(ex("rest_don_or_character")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)              # no active DON!! to offer
    game.apply(Action("select", cheap))
    assert game.state.rested[cheap]


# -- "that is a different color than the returned Character" ------------------------------

def _colored(name, color, cost=3):
    return custom_card(f"C-{name}", name, "Character", cost=cost, power=3000, colors=color)


def test_the_played_card_shares_no_color_with_the_returned_one():
    me = card_of(ex("other_color"), category="Leader", power=5000, life=5)
    s = scenario(leader1=me)
    red = s.p1.character(_colored("Red One", ("Red",)))
    blue = s.p1.hand(_colored("Blue One", ("Blue",)))[0]
    red_green = s.p1.hand(_colored("Red Green", ("Red", "Green")))[0]  # red too (CR 2-3-5)
    green = s.p1.hand(_colored("Green One", ("Green",)))[0]
    game = s.build()
    game.apply(Action("activate", s.p1.leader_id, 0))
    st = game.state
    assert red in st.hand[P1]                        # the only Character: returned
    expect_decision(game, P1, "select")
    assert opts(game) == selects(blue, green)
    assert red_green not in {a.card for a in opts(game)}
    game.apply(Action("select", green))
    assert green in st.chars[P1]


# -- "the revealed card" of a reveal cost --------------------------------------------------

def test_the_card_revealed_as_the_cost_goes_to_the_top_of_the_deck():
    me = card_of(ex("revealed_to_top"), category="Leader", power=5000, life=5)
    s = scenario(leader1=me)
    crew = s.p1.hand(vanilla("Crew", types=("Test Crew",)))[0]
    other = s.p1.hand(vanilla("Other"))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    game = s.build()
    game.apply(Action("activate", s.p1.leader_id, 0))
    expect_decision(game, P1, "main")                # the only {Test Crew} card: revealed
    st = game.state
    assert st.deck[P1][-1] == crew and other in st.hand[P1]
    assert len(st.hand[P1]) == 3                     # Other and the 2 drawn cards


def test_with_no_card_to_reveal_the_effect_cannot_be_activated():
    me = card_of(ex("revealed_to_top"), category="Leader", power=5000, life=5)
    s = scenario(leader1=me)
    s.p1.hand(vanilla("Other"))                      # not {Test Crew}
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    game = s.build()
    assert Action("activate", s.p1.leader_id, 0) not in opts(game)     # CR 8-3-1-3-1


# -- "with a total power of N or less" -------------------------------------------------------

def test_the_chosen_powers_add_up_to_the_limit():
    # official rulings on OP05-007: one 4000 Character, or -2000 and 6000 together
    s = scenario()
    a = s.p2.character(vanilla("A", power=3000))
    b = s.p2.character(vanilla("B", power=2000))
    c = s.p2.character(vanilla("C", power=6000))
    game, _ = play_from_hand(s, card_of(ex("total_power"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b)               # 6000 alone is over 5000
    game.apply(Action("select", a))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(b)                  # 3000 + 2000 = 5000
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    st = game.state
    assert {a, b} <= set(st.trash[P2]) and c in st.chars[P2]


def test_a_second_card_over_the_total_is_not_offered():
    s = scenario()
    a = s.p2.character(vanilla("A", power=4000))
    s.p2.character(vanilla("B", power=2000))
    game, _ = play_from_hand(s, card_of(ex("total_power"), category="Event"))
    game.apply(Action("select", a))
    expect_decision(game, P1, "main")                # 4000 + 2000 > 5000: nothing left
    assert a in game.state.trash[P2]


# -- "{X} type Characters or Characters with a [Trigger]" -----------------------------------

def test_either_description_may_be_chosen():
    me = card_of(ex("or_characters_with_trigger"), category="Leader", power=5000, life=5)
    s = scenario(leader1=me)
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    with_trigger = vanilla("Trig")
    with_trigger.has_trigger = True
    trig = s.p1.character(with_trigger)
    plain = s.p1.character(vanilla("Plain"))
    game = s.build()
    game.apply(Action("activate", s.p1.leader_id, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(crew, trig)         # not Plain, not the Leader
    game.apply(Action("select", crew))
    game.apply(Action("select", trig))
    st = game.state
    assert power(st, crew) == 2000 and power(st, trig) == 2000 and power(st, plain) == 1000


# -- "up to 1 each of [A], [B], and [C]" ---------------------------------------------------

def test_one_card_of_each_name():
    s = scenario()
    hero = s.p1.hand(vanilla("Test Hero", cost=3), vanilla("Test Hero", cost=3))
    rival = s.p1.hand(vanilla("Test Rival", cost=3))[0]
    dear = s.p1.hand(vanilla("Test Sidekick", cost=4))[0]
    game, _ = play_from_hand(s, card_of(ex("each_of")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*hero, rival)       # the cost-4 Sidekick is excluded
    game.apply(Action("select", hero[0]))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(rival)              # no second [Test Hero]
    game.apply(Action("select", rival))
    st = game.state
    assert {hero[0], rival} <= set(st.chars[P1]) and hero[1] in st.hand[P1]
    assert dear in st.hand[P1]


# -- 'with a type including "X" other than [Y] and a cost of N or less' -----------------------

def test_type_including_other_than_and_cost():
    s = scenario()
    s.p1.deck(vanilla("Test Hero", cost=2, types=("Test Crew",)),
              vanilla("Ok", cost=3, types=("Test Crew",)),
              vanilla("Dear", cost=4, types=("Test Crew",)),
              vanilla("Untyped", cost=1))
    game, _ = play_from_hand(s, card_of(ex("type_other_than_and_cost")))
    st = game.state
    expect_decision(game, P1, "select")
    names = {st.defs[a.card].name for a in opts(game) if a.kind == "select"}
    assert names == {"Ok"}
    card = next(a.card for a in opts(game) if a.kind == "select")
    game.apply(Action("select", card))
    assert card in st.chars[P1] and not st.deck[P1]


# -- more of the family ---------------------------------------------------------------

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


def test_one_leader_and_one_character_lose_power():
    s = scenario()
    theirs = s.p2.character(vanilla("Theirs", power=3000))
    a = s.p2.character(vanilla("Attacker", power=6000))
    s.p1.hand(card_of(ex("each_leader_and_character"), category="Event", name="Counter Event"))
    s.p1.don(active=1)
    s.turn_player = P2
    game = s.build()
    st = game.state
    game.apply(Action("attack", a, st.leaders[P1]))
    if game.decision.kind == "block":
        game.apply(Action("no_block"))
    expect_decision(game, P1, "counter")
    event = st.hand[P1][0]
    game.apply(next(x for x in opts(game) if x.card == event))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P2])     # the Leader first
    game.apply(Action("select", st.leaders[P2]))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(theirs, a)          # then one Character
    game.apply(Action("select", a))
    assert power(st, st.leaders[P2]) == 4000 and power(st, a) == 5000
    assert power(st, theirs) == 3000


def test_both_choices_to_the_deck_bottom_in_any_order():
    s = scenario()
    mid = s.p2.character(vanilla("Mid", cost=3))
    tiny = s.p2.character(vanilla("Tiny", cost=1))
    dear = s.p2.character(vanilla("Dear", cost=4))
    game, _ = play_from_hand(s, card_of(ex("bottom_both_any_order"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mid, tiny)
    game.apply(Action("select", tiny))               # the cost-1 one for the first
    expect_decision(game, P1, "main")                # nothing else costs 1 or less
    st = game.state
    assert st.deck[P2][:1] == [tiny] and {mid, dear} <= set(st.chars[P2])


def test_up_to_one_of_each_listed_name_from_the_trash():
    s = scenario()
    heroes = s.p1.trash(vanilla("Test Hero", cost=3), vanilla("Test Hero", cost=2))
    rival = s.p1.trash(vanilla("Test Rival", cost=4))[0]          # cost 4: excluded
    game, _ = play_from_hand(s, card_of(ex("up_to_each_listed")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*heroes)
    game.apply(Action("select", heroes[1]))
    expect_decision(game, P1, "main")                # no second [Test Hero]
    st = game.state
    assert heroes[1] in st.chars[P1] and heroes[0] in st.trash[P1] and rival in st.trash[P1]
