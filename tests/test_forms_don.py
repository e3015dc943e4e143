"""The card-text compiler, don family: DON!! given to each of several cards
("Give up to 1 rested DON!! card to each of your {X} type Characters", "...
up to 2 rested DON!! cards each"), given DON!! returned to the cost area as
a cost, "If you have [A] and [B] Characters with ...", "you may add 1 card
from the top or bottom of your Life cards to your hand. If you do, ...", "K.O.
up to 1 ..., or return it to the owner's hand", "play 1 [Name] from your
hand" as a cost, and "rest N of your cards" / "rest up to N of your
opponent's cards" (a Leader, Character, Stage or DON!! card).

Every sentence is our own example in the official style; each must render
back exactly, and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
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
from optcg.engine.constants import RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, expect_decision

# (category, sentence): one example per new step form
EXAMPLES = {
    "give_don_to_each_of": ("Character", (
        "[Activate: Main] You may rest this Character: Give up to 1 rested DON!! card to each "
        "of your {Test Crew} type Characters.")),
    "give_don_each": ("Character", (
        "[Activate: Main] You may rest this Character: Give up to 2 of your Characters with "
        "5000 base power up to 2 rested DON!! cards each.")),
    "return_given_don_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may return 3 total of your currently given DON!! "
        "cards to your cost area rested: This Character gains [Rush] and +2000 power during "
        "this turn.")),
    "has_each_named": ("Event", (
        "[Main] If you have [Test Hero] and [Test Rival] Characters with 5000 base power, draw "
        "2 cards.")),
    "may_take_life_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may add 1 card from the top or bottom of your Life cards "
        "to your hand. If you do, up to 1 of your Leader gains +3000 power until the end of "
        "your opponent's next turn.")),
    "ko_or_return": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 4 or less, or return "
        "it to the owner's hand.")),
    "play_named_cost": ("Character", (
        "[On Play] You may play 1 [Test Partner] from your hand: Add up to 1 of your "
        "opponent's Characters with a cost of 2 or less to the top or bottom of your "
        "opponent's Life cards face-up.")),
    "place_their_life": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 2 or less at the "
        "top or bottom of their Life cards face-up.")),
    "rest_n_cards_cost": ("Character", (
        "[Activate: Main] You may rest 2 of your cards: Draw 1 card.")),
    "rest_up_to_opponents_cards": ("Character", (
        "[On Play] Rest up to 2 of your opponent's cards.")),
    "rest_up_to_your_cards": ("Character", (
        "[On Play] Rest up to 1 of your cards.")),
    "add_don_as_active": ("Character", (
        "[On Play] Add up to 2 DON!! cards as active from your DON!! deck.")),
    "add_don_as_rested": ("Character", (
        "[On Play] Add up to 1 DON!! card as rested from your DON!! deck.")),
    "add_additional_don": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active, and add "
        "up to 1 additional DON!! card and rest it.")),
    "add_additional_don_active": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and rest it, and add up to 1 "
        "additional DON!! card and set it as active.")),
    "return_don_or_more_cost": ("Character", (
        "[On Play] You may return 1 or more DON!! cards from your field to your DON!! deck: "
        "Draw 2 cards.")),
    "return_active_don_cost": ("Character", (
        "[Activate: Main] You may return 3 of your active DON!! cards to your DON!! deck: Draw "
        "1 card.")),
    "give_active_don_cost": ("Event", (
        "[Main] You may give 1 active DON!! card to 1 of your [Test Hero]: Draw 2 cards.")),
    "give_of_your_active_don_cost": ("Character", (
        "[Activate: Main] You may give 1 of your active DON!! cards to 1 of your Leader or "
        "Character cards: Draw 1 card.")),
    "give_opponent_don": ("Character", (
        "[On Play] Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's "
        "Characters.")),
    "give_don_to_its_owner": ("Character", (
        "[Activate: Main] Give up to 2 rested DON!! cards to its owner's Leader or 1 of their "
        "Characters.")),
    "give_power_to": ("Event", (
        "[Main] Give −2000 power during this turn to up to 1 of your opponent's Characters with "
        "a DON!! card given.")),
    "that_has_don_given": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters that has 2 or more DON!! cards "
        "given.")),
    "may_rest_don_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may rest 2 of your DON!! cards. If you do, draw 2 "
        "cards.")),
    "move_given_don_total": ("Leader", (
        "[Activate: Main] [Once Per Turn] Give up to 3 total of your currently given DON!! "
        "cards to 1 of your Characters.")),
    "move_given_don": ("Stage", (
        "[Activate: Main] You may rest this Stage: Give up to 1 of your currently given DON!! "
        "cards to 1 of your {Test Crew} type Characters.")),
    "no_don_active_by_characters": ("Character", (
        "[Activate: Main] Set up to 2 of your DON!! cards as active. Then, you cannot set DON!! "
        "cards as active using Character effects during this turn.")),
    "may_rest_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may rest 1 of your Characters with a cost of 2 or more. "
        "If you do, K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", list(EXAMPLES.values()), ids=list(EXAMPLES))
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    give = read(ex("give_don_to_each_of")).steps[0]
    assert give == L.GiveDonEach(L.Every(L.Cards(L.YOU, types=("Test Crew",))), 1)
    each = read(ex("give_don_each")).steps[0]
    assert isinstance(each, L.GiveDonEach) and each.count == 2 and each.target.count == 2
    assert read(ex("return_given_don_cost")).cost == (L.StepCost(L.ReturnGivenDon(3)),)
    cond = read(ex("has_each_named"), "Event").steps[0].condition
    assert cond == L.HasEachNamed(("Test Hero", "Test Rival"),
                                  L.Cards(L.YOU, base_power_min=5000, base_power_max=5000))
    either = read(ex("ko_or_return"), "Event").steps[0]
    assert isinstance(either, L.EitherAction) and isinstance(either.first, L.KO)
    assert either.second == L.ReturnToHand(L.Selected(word="it"))
    assert read(ex("rest_n_cards_cost")).cost == (L.StepCost(L.RestCards(L.YOU, 2)),)
    assert read(ex("rest_up_to_opponents_cards")).steps == (
        L.RestCards(L.OPPONENT, 2, up_to=True),)


# -- "Give up to 1 rested DON!! card to each of your {X} type Characters" --------------

def _each_of_game(rested: int):
    s = scenario()
    crew = ("Test Crew",)
    me = s.p1.character(card_of(ex("give_don_to_each_of"), types=crew))
    a = s.p1.character(vanilla("A", types=crew))
    b = s.p1.character(vanilla("B", types=crew))
    other = s.p1.character(vanilla("Other"))
    s.p1.don(rested=rested)
    game = s.build()
    game.apply(Action("activate", me, 0))
    return game, me, a, b, other


def test_each_typed_character_may_receive_one_rested_don():
    game, me, a, b, other = _each_of_game(rested=5)
    st = game.state
    for _card in (me, a, b):                  # this Character is one of them too
        expect_decision(game, P1, "choose_number")
        assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert (st.don[me], st.don[a], st.don[b], st.don[other]) == (1, 1, 1, 0)
    assert st.don_rested[P1] == 2


def test_too_few_rested_don_go_to_the_characters_the_player_picks():
    # official ruling on OP04-004: as many Characters as rested DON!! get one
    game, me, a, b, _other = _each_of_game(rested=1)
    st = game.state
    game.apply(Action("number", -1, 0))       # not this Character
    game.apply(Action("number", -1, 0))       # nor A
    game.apply(Action("number", -1, 1))       # B gets the only rested DON!!
    expect_decision(game, P1, "main")
    assert (st.don[me], st.don[a], st.don[b]) == (0, 0, 1) and st.don_rested[P1] == 0


def test_no_rested_don_gives_nothing_and_asks_nothing():
    # official ruling on OP04-004: DON!! already given are not moved
    s = scenario()
    crew = ("Test Crew",)
    me = s.p1.character(card_of(ex("give_don_to_each_of"), types=crew))
    a = s.p1.character(vanilla("A", types=crew), don=2)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don[a] == 2 and st.don[me] == 0 and st.don_active[P1] == 3


# -- "Give up to 2 of your Characters with 5000 base power up to 2 ... each" -------------

def test_each_chosen_character_receives_its_own_number_of_don():
    s = scenario()
    me = s.p1.character(card_of(ex("give_don_each")))
    a = s.p1.character(vanilla("A", power=5000))
    b = s.p1.character(vanilla("B", power=5000))
    c = s.p1.character(vanilla("C", power=4000))
    s.p1.don(rested=4)
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b)        # 4000 base power is excluded
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 2))
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert (st.don[a], st.don[b], st.don[c]) == (2, 1, 0) and st.don_rested[P1] == 1


# -- "You may return 3 total of your currently given DON!! cards ...: ..." ---------------

def test_given_don_return_to_the_cost_area_rested_from_several_cards():
    # official ruling on ST28-004: from two different cards, for a total
    s = Scenario()
    leader_id = s.p1.leader(leader(), don=2)
    s.p2.leader(leader())
    me = s.p1.character(card_of(ex("return_given_don_cost"), power=3000), don=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "return_don")
    assert opts(game) == {Action("return_don", me), Action("return_don", leader_id)}
    game.apply(Action("return_don", leader_id))
    game.apply(Action("return_don", me))             # the last one: the Leader's only
    expect_decision(game, P1, "main")
    assert st.don[me] == 0 and st.don[leader_id] == 0 and st.don_rested[P1] == 3
    assert keywords(st, me) & RUSH and power(st, me) == 5000


def test_too_few_given_don_cannot_pay_the_return():
    s = scenario()
    me = s.p1.character(card_of(ex("return_given_don_cost")), don=2)
    s.p1.don(active=4)                        # DON!! of the cost area do not count
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


# -- "If you have [A] and [B] Characters with 5000 base power" ---------------------------

@pytest.mark.parametrize("rival_power, drawn", [(5000, 2), (4000, 0)])
def test_both_names_with_the_base_power_are_needed(rival_power, drawn):
    s = scenario()
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.character(vanilla("Test Rival", power=rival_power))
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("has_each_named"), category="Event"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == drawn


def test_one_name_alone_is_not_enough():
    s = scenario()
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("has_each_named"), category="Event"))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


# -- "you may add 1 card from the top or bottom of your Life cards ... If you do" ---------

def _life_game():
    s = scenario()
    top, bottom = s.p1.life(vanilla("Top"), vanilla("Bottom"))
    s.p1.deck(vanilla("Drawn"), vanilla())
    game, _c = play_from_hand(s, card_of(ex("may_take_life_if_you_do"), category="Event"))
    return game, top, bottom


def test_the_bottom_life_card_is_taken_and_the_leader_gains_until_the_next_turn():
    game, top, bottom = _life_game()
    st = game.state
    expect_decision(game, P1, "select")
    # the places, not the face-down cards (CR 3-1-5): 0 the top, 1 the bottom
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1),
                          Action("select_done")}
    game.apply(Action("number", -1, 1))
    leader_id = st.leaders[P1]
    if game.decision.kind == "select":        # up to 1 of your Leader
        game.apply(Action("select", leader_id))
    expect_decision(game, P1, "main")
    assert bottom in st.hand[P1] and st.life[P1] == [top]
    assert power(st, leader_id) == 8000
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert power(st, leader_id) == 8000       # still during the opponent's turn


def test_declining_the_life_card_gives_no_power():
    game, top, bottom = _life_game()
    st = game.state
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert st.life[P1] == [bottom, top] and power(st, st.leaders[P1]) == 5000
    assert len(st.hand[P1]) == 1                  # the card drawn only


# -- "K.O. up to 1 ..., or return it to the owner's hand" --------------------------------

@pytest.mark.parametrize("option", [0, 1])
def test_the_chosen_character_is_koed_or_returned(option):
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=4))
    dear = s.p2.character(vanilla("Dear", cost=5))
    game, _c = play_from_hand(s, card_of(ex("ko_or_return"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)           # cost 5 is excluded
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, option))
    expect_decision(game, P1, "main")
    st = game.state
    assert cheap in (st.trash[P2] if option == 0 else st.hand[P2])
    assert dear in st.chars[P2]


def test_no_character_chosen_asks_for_no_action():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=4))
    game, _c = play_from_hand(s, card_of(ex("ko_or_return"), category="Event"))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert cheap in game.state.chars[P2]


# -- "You may play 1 [Name] from your hand: ..." and "... of their Life cards" ----------

def test_playing_the_named_card_pays_for_the_life_placement():
    s = scenario()
    partner, _other = s.p1.hand(vanilla("Test Partner"), vanilla("Other"))
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, _c = play_from_hand(s, card_of(ex("play_named_cost")))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert partner in st.chars[P1]
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    if game.decision.kind == "arrange":
        game.apply(next(a for a in opts(game) if a.kind == "place_bottom"))
    expect_decision(game, P1, "main")
    assert st.life[P2][0] == foe and st.face_up[foe]


def test_without_the_named_card_the_cost_cannot_be_paid():
    s = scenario()
    s.p1.hand(vanilla("Other"))
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, _c = play_from_hand(s, card_of(ex("play_named_cost")))
    expect_decision(game, P1, "main")
    assert foe in game.state.chars[P2]


def test_the_opponents_character_goes_to_their_life_face_up():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=2))
    dear = s.p2.character(vanilla("Dear", cost=3))
    s.p2.life(vanilla("Life"))
    game, _c = play_from_hand(s, card_of(ex("place_their_life"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe)
    game.apply(Action("select", foe))
    game.apply(next(a for a in opts(game) if a.kind == "place_top"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P2][-1] == foe and st.face_up[foe] and dear in st.chars[P2]


# -- "You may rest 2 of your cards: ..." (a Leader, Character, Stage or DON!! card) -------

def test_rest_two_cards_with_one_don_and_one_character():
    # official rulings on OP14-020 and OP14-029: active Leader, Character,
    # Stage or DON!! cards, the card itself included
    s = scenario()
    me = s.p1.character(card_of(ex("rest_n_cards_cost")))
    a = s.p1.character(vanilla("A"))
    s.p1.deck(vanilla(), vanilla())
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], me, a, done=False)
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert st.rested[me] and not st.rested[a] and not st.rested[st.leaders[P1]]
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 1 and len(st.hand[P1]) == 1


def _all_rested_game(don: int):
    s = Scenario()
    s.p1.leader(leader(), rested=True)
    s.p2.leader(leader())
    me = s.p1.character(card_of(ex("rest_n_cards_cost")), rested=True)
    s.p1.deck(vanilla(), vanilla())
    s.p1.don(active=don)
    return s.build(), me


def test_only_don_can_pay_when_every_card_is_rested():
    game, me = _all_rested_game(don=1)
    assert Action("activate", me, 0) not in opts(game)   # 1 DON!! is not 2 cards
    game, me = _all_rested_game(don=2)
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")                    # 2 DON!!: no choice to make
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 2 and len(st.hand[P1]) == 1


# -- "Rest up to 2 of your opponent's cards" -------------------------------------------

def test_rest_an_opponents_character_and_one_of_their_don():
    # official ruling on OP14-024: an active Leader, Character, Stage or DON!! card
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    tired = s.p2.character(vanilla("Tired"), rested=True)
    s.p2.don(active=2)
    game, _c = play_from_hand(s, card_of(ex("rest_up_to_opponents_cards")))
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P2], foe)     # a rested card is excluded
    game.apply(Action("select", foe))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.rested[foe] and st.rested[tired] and not st.rested[st.leaders[P2]]
    assert st.don_active[P2] == 1 and st.don_rested[P2] == 1


def test_two_cards_chosen_leave_no_don_to_rest():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _c = play_from_hand(s, card_of(ex("rest_up_to_opponents_cards")))
    st = game.state
    game.apply(Action("select", foe))
    game.apply(Action("select", st.leaders[P2]))
    expect_decision(game, P1, "main")
    assert st.rested[foe] and st.rested[st.leaders[P2]] and st.don_active[P2] == 2


def test_rest_up_to_one_of_your_cards_may_rest_nothing():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("rest_up_to_your_cards")), cost=2)
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert not st.rested[me] and st.don_rested[P1] == 1 and st.don_active[P1] == 1


# -- "Add up to N DON!! cards as active / as rested from your DON!! deck" -----------------

def test_don_added_as_active_and_as_rested():
    s = scenario()
    s.p1.don(active=0, deck=5)
    game, _c = play_from_hand(s, card_of(ex("add_don_as_active")), cost=1)
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_active[P1] == 2 and st.don_deck[P1] == 7      # 10 - 1 on the field - 2
    s = scenario()
    s.p1.don(active=0, deck=0)                # an empty DON!! deck adds nothing
    game, _c = play_from_hand(s, card_of(ex("add_don_as_rested")), cost=1, deck=0)
    expect_decision(game, P1, "main")
    assert game.state.don_rested[P1] == 1     # the one that paid for the card


def test_one_active_and_one_additional_rested_don():
    s = scenario()
    game, _c = play_from_hand(s, card_of(ex("add_additional_don")), cost=1, deck=5)
    st = game.state
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 2 and st.don_deck[P1] == 3


# -- "You may return 1 or more DON!! cards from your field to your DON!! deck: ..." -------

def test_the_player_returns_as_many_don_as_they_choose():
    s = scenario()
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("return_don_or_more_cost")), cost=3)
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in (1, 2, 3)}
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "return_don")
    game.apply(Action("return_don", -1, 1))   # an active one
    game.apply(Action("return_don", -1, 0))   # a rested one
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 0 and len(st.hand[P1]) == 2


def test_no_don_on_the_field_cannot_pay_the_return():
    s = scenario()
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("return_don_or_more_cost"), cost=0), cost=0)
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


# -- "You may return 3 of your active DON!! cards to your DON!! deck: ..." ----------------

@pytest.mark.parametrize("active, drawn", [(3, 1), (2, 0)])
def test_only_active_don_pay_the_return(active, drawn):
    s = scenario()
    me = s.p1.character(card_of(ex("return_active_don_cost")))
    s.p1.don(active=active, rested=3)
    s.p1.deck(vanilla(), vanilla())
    game = s.build()
    st = game.state
    if not drawn:
        assert Action("activate", me, 0) not in opts(game)   # rested DON!! do not count
        return
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 3 and len(st.hand[P1]) == drawn


# -- "You may give 1 active DON!! card to 1 of your [Test Hero]: ..." ---------------------

def test_an_active_don_is_given_to_the_named_character():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero"))
    s.p1.deck(*[vanilla() for _ in range(3)])
    game, _c = play_from_hand(s, card_of(ex("give_active_don_cost"), category="Event"), cost=2)
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert st.don[hero] == 1 and st.don_active[P1] == 0 and len(st.hand[P1]) == 2


def test_without_the_named_character_the_event_does_nothing():
    # official rulings on OP12-017: no [Name] on the field, no activation
    s = scenario()
    s.p1.character(vanilla("Other"))
    s.p1.deck(*[vanilla() for _ in range(3)])
    event = s.p1.hand(card_of(ex("give_active_don_cost"), category="Event"))[0]
    s.p1.don(active=2)
    game = s.build()
    assert Action("play", event) not in opts(game)


def test_an_active_don_of_yours_goes_to_the_chosen_leader():
    s = scenario()
    me = s.p1.character(card_of(ex("give_of_your_active_don_cost")))
    s.p1.don(active=1, rested=2)
    s.p1.deck(vanilla(), vanilla())
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select", st.leaders[P1]))
    expect_decision(game, P1, "main")
    assert st.don[st.leaders[P1]] == 1 and st.don_active[P1] == 0 and st.don_rested[P1] == 2
    s = scenario()
    me = s.p1.character(card_of(ex("give_of_your_active_don_cost")))
    s.p1.don(rested=2)                                    # no active DON!!: cannot pay
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


# -- "Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's ..." -------

def test_the_opponents_rested_don_go_to_their_character():
    # official ruling on OP15-026: the player who activated it picks
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=1, rested=3)
    game, _c = play_from_hand(s, card_of(ex("give_opponent_don")))
    st = game.state
    expect_decision(game, P1, "choose_number")          # the only Character: chosen
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 2 and st.don_rested[P2] == 1 and st.don_active[P2] == 1


def test_no_rested_opponent_don_gives_nothing():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=3)
    game, _c = play_from_hand(s, card_of(ex("give_opponent_don")))
    if game.decision.kind == "select":
        game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert game.state.don[foe] == 0 and game.state.don_active[P2] == 3


# -- "you may rest 1 of your Characters with a cost of 2 or more. If you do, ..." ---------

def _may_rest_game():
    s = scenario()
    big = s.p1.character(vanilla("Big", cost=2))
    tired = s.p1.character(vanilla("Tired", cost=4), rested=True)
    s.p1.character(vanilla("Small", cost=1))
    foe = s.p2.character(vanilla("Foe", cost=3))
    s.p1.deck(vanilla(), vanilla())
    game, _c = play_from_hand(s, card_of(ex("may_rest_if_you_do"), category="Event"))
    return game, big, tired, foe


def test_resting_one_of_your_characters_lets_the_ko_happen():
    game, big, _tired, foe = _may_rest_game()
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(big)             # cost 1 and rested are excluded
    game.apply(Action("select", big))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert st.rested[big] and foe in st.trash[P2]


def test_declining_the_rest_means_no_ko():
    game, big, _tired, foe = _may_rest_game()
    st = game.state
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert not st.rested[big] and foe in st.chars[P2] and len(st.hand[P1]) == 1


# -- "Give up to 2 rested DON!! cards to its owner's Leader or 1 of their Characters" ------

@pytest.mark.parametrize("whose", [P1, P2])
def test_the_chosen_cards_owner_gives_its_rested_don(whose):
    # official rulings on OP15-010: your DON!! to your card, or your
    # opponent's DON!! to theirs
    s = scenario()
    me = s.p1.character(card_of(ex("give_don_to_its_owner")))
    foe = s.p2.character(vanilla("Foe"))
    s.p1.don(rested=1)
    s.p2.don(rested=3)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", i) for i in (st.leaders[P1], me, st.leaders[P2], foe)}
    target = me if whose == P1 else foe
    game.apply(Action("select", target))
    expect_decision(game, P1, "choose_number")
    most = 1 if whose == P1 else 2                  # the owner's rested DON!!
    assert opts(game) == {Action("number", -1, n) for n in range(most + 1)}
    game.apply(Action("number", -1, most))
    expect_decision(game, P1, "main")
    assert st.don[target] == most
    assert (st.don_rested[P1], st.don_rested[P2]) == ((0, 3) if whose == P1 else (1, 1))


# -- "with a DON!! card given", "that has 2 or more DON!! cards given" ---------------------

def test_only_a_character_with_a_don_given_loses_power():
    s = scenario()
    given = s.p2.character(vanilla("Given", power=5000), don=1)
    bare = s.p2.character(vanilla("Bare", power=5000))
    game, _c = play_from_hand(s, card_of(ex("give_power_to"), category="Event"))
    st = game.state
    if game.decision.kind == "select":
        assert opts(game) == selects(given)
        game.apply(Action("select", given))
    expect_decision(game, P1, "main")
    assert power(st, given) == 3000 and power(st, bare) == 5000


def test_only_a_character_with_two_don_given_is_koed():
    s = scenario()
    two = s.p2.character(vanilla("Two"), don=2)
    one = s.p2.character(vanilla("One"), don=1)
    game, _c = play_from_hand(s, card_of(ex("that_has_don_given"), category="Event"))
    st = game.state
    if game.decision.kind == "select":
        assert opts(game) == selects(two)
        game.apply(Action("select", two))
    expect_decision(game, P1, "main")
    assert two in st.trash[P2] and one in st.chars[P2]


# -- "you may rest 2 of your DON!! cards. If you do, ..." -----------------------------------

@pytest.mark.parametrize("answer, drawn", [(2, 3), (0, 1)])
def test_resting_the_don_or_not_decides_the_draw(answer, drawn):
    s = scenario()
    s.p1.deck(*[vanilla() for _ in range(5)])
    game, _c = play_from_hand(s, card_of(ex("may_rest_don_if_you_do"), category="Event"),
                              cost=3)
    st = game.state
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 2)}   # all or none
    game.apply(Action("number", -1, answer))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == drawn and st.don_active[P1] == (0 if answer else 2)


def test_too_few_active_don_means_no_draw():
    s = scenario()
    s.p1.deck(*[vanilla() for _ in range(5)])
    game, _c = play_from_hand(s, card_of(ex("may_rest_don_if_you_do"), category="Event"),
                              cost=2)
    expect_decision(game, P1, "main")                 # 1 active DON!! is not 2: no question
    assert len(game.state.hand[P1]) == 1 and game.state.don_active[P1] == 1


# -- "Give up to 3 total of your currently given DON!! cards to 1 of your Characters" -------

def _move_game():
    s = Scenario()
    lead = s.p1.leader(card_of(ex("move_given_don_total"), category="Leader", power=5000,
                               life=5), don=1)
    s.p2.leader(leader())
    a = s.p1.character(vanilla("A"), don=1)
    b = s.p1.character(vanilla("B"), don=2)
    game = s.build()
    game.apply(Action("activate", lead, 0))
    return game, lead, a, b


def test_given_don_of_several_cards_move_to_the_chosen_character():
    # official rulings on OP07-001: from 2 cards to 1 other Character
    game, lead, a, b = _move_game()
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select", b))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(3)}   # B's own 2 do not count
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "return_don")
    assert opts(game) == {Action("return_don", lead), Action("return_don", a)}
    game.apply(Action("return_don", lead))
    expect_decision(game, P1, "main")                # then A's is the only one left
    assert (st.don[lead], st.don[a], st.don[b]) == (0, 0, 4)


def test_choosing_no_don_moves_nothing():
    game, lead, a, b = _move_game()
    st = game.state
    game.apply(Action("select", a))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert (st.don[lead], st.don[a], st.don[b]) == (1, 1, 2)


def test_one_given_don_moves_to_a_typed_character_only():
    s = scenario()
    stage = s.p1.stage(card_of(ex("move_given_don"), category="Stage"))
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    s.p1.character(vanilla("Other"), don=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", stage, 0))
    expect_decision(game, P1, "choose_number")        # the only {Test Crew}: chosen
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don[crew] == 1 and st.rested[stage]


# -- "you cannot set DON!! cards as active using Character effects during this turn" --------

def test_character_effects_set_no_more_don_active_this_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("no_don_active_by_characters")))
    other = s.p1.character(card_of(ex("no_don_active_by_characters")))
    event = s.p1.hand(card_of("[Main] Set up to 1 of your DON!! cards as active.",
                              category="Event", cost=0))[0]
    s.p1.don(rested=4)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1
    game.apply(Action("activate", other, 0))        # a Character's effect: banned
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1
    game.apply(Action("play", event))               # an Event's effect still sets one
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 2


def test_the_ban_ends_with_the_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("no_don_active_by_characters")))
    s.p1.don(rested=4)
    game = s.build()
    game.apply(Action("activate", me, 0))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert game.state.mods
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not game.state.mods
