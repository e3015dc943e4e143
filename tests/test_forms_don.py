"""The card-text compiler, DON!! cards: giving rested or active DON!! to
Leaders and Characters (one's own or the opponent's), moving given DON!!,
adding DON!! from the DON!! deck and returning DON!! to it.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _KO_COST_3_OR_LESS
from test_card_compiler import (
    P1,
    P2,
    card_of,
    leader,
    numbers,
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
from optcg.engine.effects.phrasing import wording
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, answer, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "set_active_and_don": ("Character", (
        "[On Play] Set up to 1 of your {Test Crew} type Characters and up to 2 of your DON!! "
        "cards as active.")),
    "set_active_or_don": ("Character", (
        "[On Play] Set this Character or up to 1 of your DON!! cards as active.")),
    "opponent_may_add_don": ("Character", (
        "[On Play] Draw 1 card. Then, your opponent may add 1 DON!! card from their DON!! deck "
        "and set it as active.")),
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
    "add_don_as_active": ("Character", (
        "[On Play] Add up to 2 DON!! cards as active from your DON!! deck.")),
    "add_don_as_rested": ("Character", (
        "[On Play] Add up to 1 DON!! card as rested from your DON!! deck.")),
    "add_additional_don": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active, and add "
        "up to 1 additional DON!! card and rest it.")),
    "add_additional_don_plural": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active, and add "
        "up to 2 additional DON!! cards and rest them.")),
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
    "may_rest_don_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may rest 2 of your DON!! cards. If you do, draw 2 "
        "cards.")),
    "move_given_don_total": ("Leader", (
        "[Activate: Main] [Once Per Turn] Give up to 3 total of your currently given DON!! "
        "cards to 1 of your Characters.")),
    "move_given_don": ("Stage", (
        "[Activate: Main] You may rest this Stage: Give up to 1 of your currently given DON!! "
        "cards to 1 of your {Test Crew} type Characters.")),
    "give_leader_and_one_each": ("Character", (
        "[On Play] Give your Leader and 1 Character up to 2 rested DON!! cards each.")),
    "don_to_leader_and_all": ("Character", (
        "[Activate: Main] [Once Per Turn] Give your Leader and all of your Characters up to 1 "
        "rested DON!! card each.")),
    "give_opponent_don_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may give 2 of your opponent's rested DON!! cards "
        "to 1 of your opponent's Characters: Draw 1 card.")),
    "give_owners_don": ("Character", (
        "[On Play] Give up to 1 DON!! card from its owner's cost area to its owner's Leader or "
        "1 of their Characters.")),
    "give_opponents_cost_area_don_up_to_3": ("Character", (
        "[On Play] Give up to 3 DON!! cards from your opponent's cost area to 1 of your "
        "opponent's Characters.")),
    "give_opponents_cost_area_don": ("Character", (
        "[On Play] Give up to 1 DON!! card from your opponent's cost area to 1 of your "
        "opponent's Characters.")),
    "give_don_leader": ("Character", "[On Play] Give up to 2 rested DON!! cards to your Leader."),
    "give_don_one_of_leader": ("Character", (
        "[Activate: Main] Give up to 1 rested DON!! card to 1 of your Leader.")),
    "give_don_typed_leader": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to your {Navy} type Leader.")),
    "give_don_named": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to 1 of your [Test Ally] cards.")),
    "give_don_character": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to 1 of your {Navy} type Characters.")),
    "add_don_up_to_rest_them": ("Character", (
        "[On Play] Add up to 2 DON!! cards from your DON!! deck and rest them.")),
    "add_don_up_to_active_them": ("Character", (
        "[On Play] Add up to 3 DON!! cards from your DON!! deck and set them as active.")),
    "add_don_rest_them": ("Character", (
        "[On Play] Add 2 DON!! cards from your DON!! deck and rest them.")),
    "add_don_active_them": ("Character", (
        "[On Play] Add 2 DON!! cards from your DON!! deck and set them as active.")),
    "rest_any_number_for_power": ("Leader", (
        "[Activate: Main] [Once Per Turn] You may rest any number of your DON!! cards. For "
        "every DON!! card rested this way, this Leader or up to 1 of your {Test Crew} type "
        "Characters gains +1000 power during this turn.")),
    "set_all_don_active": ("Event", (
        "[Main] Set all of your DON!! cards as active.")),
    "give_don_to_this_leader": ("Leader", (
        "[Your Turn] When a Character is K.O.'d, give up to 2 rested DON!! cards to this "
        "Leader.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    give = read(ex("give_don_to_each_of")).steps[0]
    assert give == L.GiveDonEach(L.Every(L.Cards(L.YOU, types=("Test Crew",))), L.up_to(1))
    each = read(ex("give_don_each")).steps[0]
    assert isinstance(each, L.GiveDonEach) and each.count == L.up_to(2) and each.target.count == L.up_to(2)
    assert read(ex("return_given_don_cost")).cost == (L.StepCost(L.ReturnGivenDon(3)),)


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
    # official rulings on OP12-017: no [Name] on the field, the [Main] effect is
    # not activated; the Event itself is still used for its own cost
    # (CR 6-5-3-1; ruling on OP01-055: "nothing will happen")
    s = scenario()
    other = s.p1.character(vanilla("Other"))
    s.p1.deck(*[vanilla() for _ in range(3)])
    event = s.p1.hand(card_of(ex("give_active_don_cost"), category="Event"))[0]
    s.p1.don(active=2)
    game = s.build()
    st = game.state
    deck = list(st.deck[P1])
    assert Action("play", event) in opts(game)
    game.apply(Action("play", event))
    expect_decision(game, P1, "main")
    assert event in st.trash[P1] and st.deck[P1] == deck and st.hand[P1] == []
    assert st.don[other] == 0


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
    expect_decision(game, P1, "main")                   # no rested DON!!: no target asked
    assert game.state.don[foe] == 0 and game.state.don_active[P2] == 3


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


# -- "Give your Leader and 1 Character up to 2 rested DON!! cards each" ------------------------

def test_two_don_to_the_leader_and_two_to_one_character():
    s = scenario()
    a = s.p1.character(vanilla("A"))
    b = s.p1.character(vanilla("B"))
    game, me = play_from_hand(s, card_of(ex("give_leader_and_one_each")), rested=5)
    st = game.state
    expect_decision(game, P1, "choose_number")            # to the Leader
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "select")                   # one Character only
    assert opts(game) == {Action("select", c) for c in (a, b, me)}
    game.apply(Action("select", a))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don[st.leaders[P1]] == 2 and st.don[a] == 2 and st.don[b] == 0
    assert st.don_rested[P1] == 2                         # 5 + the one paid, less 4


def test_with_one_rested_don_only_one_is_given():
    s = scenario()
    a = s.p1.character(vanilla("A"))
    game, _me = play_from_hand(s, card_of(ex("give_leader_and_one_each")))
    st = game.state                                       # the one DON!! paid is rested
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(2)}
    game.apply(Action("number", -1, 1))
    answer(game, "select", Action("select", a))
    expect_decision(game, P1, "main")
    assert st.don[st.leaders[P1]] == 1 and st.don[a] == 0 and st.don_rested[P1] == 0


# -- the opponent's DON!! cards given to their cards ------------------------------------------

def _give_cost_game(rested: int, foes: int = 1):
    s = scenario()
    me = s.p1.character(card_of(ex("give_opponent_don_cost")))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    chars = [s.p2.character(vanilla(f"Foe{k}")) for k in range(foes)]
    s.p2.don(rested=rested)
    return s.build(), me, chars


def test_the_opponents_rested_don_go_to_their_character_to_pay():
    game, me, (foe,) = _give_cost_game(rested=3)
    st = game.state
    game.apply(Action("activate", me, 0))               # the cost is paid, not confirmed
    expect_decision(game, P1, "main")
    assert st.don[foe] == 2 and st.don_rested[P2] == 1 and len(st.hand[P1]) == 1


@pytest.mark.parametrize("rested, foes", [(1, 1), (2, 0)])
def test_no_activation_without_the_rested_don_or_a_character(rested, foes):
    game, me, _chars = _give_cost_game(rested=rested, foes=foes)
    assert Action("activate", me, 0) not in opts(game)


def test_an_active_don_of_your_own_to_your_leader():
    s = scenario()
    s.p2.character(vanilla("Foe"))
    game, _me = play_from_hand(s, card_of(ex("give_owners_don")), cost=2, rested=1)
    st = game.state                                       # 1 active DON!! and 2 rested left
    expect_decision(game, P1, "select")
    leader = st.leaders[P1]
    assert Action("select", leader) in opts(game) and Action("select", st.leaders[P2]) in opts(game)
    game.apply(Action("select", leader))
    expect_decision(game, P1, "choose_number")            # none, a rested one or an active one
    rested_don, active_don = Action("don", -1, 0), Action("don", -1, 1)
    assert opts(game) == {Action("number", -1, 0), rested_don, active_don}
    assert game.describe(active_don).startswith("Give an active DON!! in your cost area to ")
    assert game.describe(rested_don).startswith("Give a rested DON!! in your cost area to ")
    game.apply(active_don)
    expect_decision(game, P1, "main")
    assert st.don[leader] == 1 and st.don_active[P1] == 0 and st.don_rested[P1] == 2


def test_the_opponents_only_kind_of_don_to_their_character():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(rested=2)
    game, _me = play_from_hand(s, card_of(ex("give_owners_don")))
    st = game.state
    game.apply(Action("select", foe))
    expect_decision(game, P1, "choose_number")            # only rested ones: none or one
    assert opts(game) == {Action("number", -1, 0), Action("don", -1, 0)}
    assert game.describe(Action("don", -1, 0)).startswith(
        "Give a rested DON!! in your opponent's cost area to ")
    game.apply(Action("don", -1, 0))
    assert st.don[foe] == 1 and st.don_rested[P2] == 1 and st.don_rested[P1] == 1


# -- giving DON!! --------------------------------------------------------------------

def test_give_don_to_your_leader():
    steps = read(ex("give_don_leader")).steps
    assert steps == (L.GiveDon(L.Every(L.Cards(L.YOU, categories=(L.LEADER,))), L.up_to(2)),)
    assert wording(steps[0], "word") == "to"
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex("give_don_leader")), rested=3)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)
    game.apply(Action("number", -1, 2))
    st = game.state
    assert st.don[s.p1.leader_id] == 2 and st.don_rested[P1] == 2    # 3 + the 1 paid


@pytest.mark.parametrize("types, given", [(("Navy",), 1), (("Pirate",), 0)])
def test_give_don_to_a_typed_leader_only(types, given):
    s = scenario(leader1=leader(types=types))
    game, _ = play_from_hand(s, card_of(ex("give_don_typed_leader")), rested=2)
    if given:
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don[s.p1.leader_id] == given
    assert game.state.don_rested[P1] == 3 - given                 # 2 + the 1 paid


def test_give_don_to_one_of_your_leader():
    part = read(ex("give_don_one_of_leader"))
    assert part.steps[0].target == L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), L.exactly(1))
    s = scenario()
    c = s.p1.character(card_of(ex("give_don_one_of_leader")))
    s.p1.don(rested=1)
    game = s.build()
    game.apply(Action("activate", c, 0))
    game.apply(Action("number", -1, 1))
    assert game.state.don[s.p1.leader_id] == 1


@pytest.mark.parametrize("name, stats", [("give_don_named", {"name": "Test Ally"}),
                                         ("give_don_character", {"types": ("Navy",)})])
def test_give_don_to_a_named_card_or_a_typed_character(name, stats):
    s = scenario()
    fits = s.p1.character(vanilla(**stats))
    other = s.p1.character(vanilla("Other"))
    game, me = play_from_hand(s, card_of(ex(name)), rested=1)
    expect_decision(game, P1, "choose_number")               # the only one that fits
    game.apply(Action("number", -1, 1))
    st = game.state
    assert st.don[fits] == 1 and st.don[other] == 0 and st.don[me] == 0


# -- DON!! added "and rest them" --------------------------------------------------------------

@pytest.mark.parametrize("name, up_to, active", [
    ("add_don_up_to_rest_them", True, False), ("add_don_up_to_active_them", True, True),
    ("add_don_rest_them", False, False), ("add_don_active_them", False, True),
])
def test_add_don_and_rest_them(name, up_to, active):
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex(name)))
    st = game.state
    if up_to:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert (st.don_active[P1], st.don_rested[P1]) == ((2, 1) if active else (0, 3))
    assert st.don_deck[P1] == 7
    # one DON!! left in the DON!! deck: one added
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex(name)), deck=1)
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don_deck[P1] == 0


# -- "give up to N rested DON!! cards to this Leader" -----------------------------------------

def _ko_with_giving_leader(turn_player: int):
    me = card_of(ex("give_don_to_this_leader"), category="Leader", power=5000, life=5)
    s = scenario(turn_player=turn_player, leader1=me)
    ko = card_of(_KO_COST_3_OR_LESS)
    if turn_player == 0:
        foe = s.p2.character(vanilla("Foe", cost=3))
        game, _ = play_from_hand(s, ko, rested=2)
    else:
        foe = s.p1.character(vanilla("Mine", cost=3))
        s.p1.don(rested=2)
        k = s.p2.hand(ko)[0]
        s.p2.don(active=1)
        game = s.build()
        game.apply(Action("play", k))
    game.apply(Action("select", foe))
    return game, s.p1.leader_id


def test_give_rested_don_to_this_leader_when_a_character_is_koed():
    game, me = _ko_with_giving_leader(0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don[me] == 2 and st.don_rested[P1] == 1          # 1 paid for the K.O. card


def test_give_don_to_this_leader_only_on_your_turn():
    game, me = _ko_with_giving_leader(1)
    expect_decision(game, P2, "main")
    assert game.state.don[me] == 0 and game.state.don_rested[P1] == 2


# -- "Set all of your DON!! cards as active": no number is asked ---------------------------------

@pytest.mark.parametrize("rested", [4, 0])
def test_every_rested_don_becomes_active_without_a_choice(rested):
    s = scenario()
    s.p1.don(active=1, rested=rested)
    [event] = s.p1.hand(card_of(ex("set_all_don_active"), category="Event", cost=1))
    game = s.build()
    game.apply(Action("play", event))                 # its cost rests the active one
    expect_decision(game, P1, "main")
    st = game.state
    assert (st.don_active[P1], st.don_rested[P1]) == (rested + 1, 0)


# -- "you may rest any number of your DON!! cards. For every DON!! card rested this
# way, this Leader or up to 1 of ... gains +1000 power" -------------------------------------

@pytest.mark.parametrize("rested, gains", [(3, True), (0, False)])
def test_each_don_rested_this_way_gives_1000_to_the_chosen_card(rested, gains):
    lead = card_of(ex("rest_any_number_for_power"), category="Leader", power=5000, life=5)
    s = scenario(leader1=lead)
    crew = s.p1.character(vanilla("Crewmate", power=2000, types=("Test Crew",)))
    s.p1.character(vanilla("Stranger", power=2000))
    s.p1.don(active=3)
    game = s.build()
    game.apply(next(a for a in opts(game) if a.kind == "activate"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(3)
    game.apply(Action("number", -1, rested))
    if gains:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(s.p1.leader_id, crew)
        game.apply(Action("select", crew))
    expect_decision(game, P1, "main")                 # none rested: no card was asked
    st = game.state
    assert st.don_rested[P1] == rested
    assert power(st, crew) == 2000 + 1000 * rested


def test_an_opponents_active_or_rested_don_goes_to_their_character():
    step = read(ex("give_opponents_cost_area_don")).steps[0]
    assert step == L.GiveDonToOwner(L.Choose(L.Cards(L.OPPONENT), L.exactly(1)), rested=False)
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=3000))
    s.p2.don(active=1)
    game, _ = play_from_hand(s, card_of(ex("give_opponents_cost_area_don")))
    expect_decision(game, P1, "choose_number")     # the only Character: chosen by itself
    assert Action("don", -1, 0) not in opts(game)  # no rested DON!! to give
    game.apply(Action("don", -1, 1))
    assert game.state.don[foe] == 1 and game.state.don_active[P2] == 0


def test_set_active_and_don_sets_both_and_or_sets_one():
    assert read(ex("set_active_and_don")).steps == (L.SetActiveWithDon(
        L.Choose(L.Cards(types=("Test Crew",))), L.up_to(2)),)
    assert read(ex("set_active_or_don")).steps == (L.SetActiveWithDon(
        L.This(), L.up_to(1), either=True),)
    s = scenario()
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)), rested=True)
    game, _ = play_from_hand(s, card_of(ex("set_active_and_don")), rested=2)
    expect_decision(game, P1, "select")
    game.apply(Action("select", crew))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    st = game.state
    assert not st.rested[crew] and st.don_active[P1] == 2 and st.don_rested[P1] == 1
