"""The card-text compiler, Life cards leaving Life: trashing and taking
them, damage, face-up Life cards leaving face-down or going to the bottom
of the deck, and the event timings that see Life change (the
examples are in test_forms_life.py).
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
    selects,
    vanilla,
)
from test_forms_life import ex, ex_life

from optcg import Action
from optcg.testing import expect_decision


# -- from Life -----------------------------------------------------------------------------------

def test_trash_from_the_top_of_either_life():
    s = scenario()
    top, bottom = s.p2.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("trash_opp_life")))
    assert opts(game) == numbers(1)
    game.apply(Action("number", -1, 1))
    assert game.state.life[P2] == [bottom] and top in game.state.trash[P2]
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("trash_own_life")))
    assert game.state.life[P1] == [bottom] and top in game.state.trash[P1]
    s = scenario()                                         # no Life: nothing happens
    game, _c = play_from_hand(s, card_of(ex("trash_own_life")))
    expect_decision(game, P1, "main")


def test_face_up_life_card_leaving_life_is_face_down_again():
    s = scenario()
    (top,) = s.p2.life(vanilla("T"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("take_opp_life")))
    game.apply(Action("number", -1, 1))
    st = game.state
    assert top in st.hand[P2] and not st.face_up[top]     # the owner's hand
    assert not game.view(P1).visible(top)


def test_opponent_adds_their_top_life_card():
    s = scenario()
    top, bottom = s.p2.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("opp_adds_life")))
    assert game.state.hand[P2] == [top] and game.state.life[P2] == [bottom]


def test_damage_takes_a_face_up_life_card_face_down():
    s = scenario()
    top, bottom = s.p2.life(vanilla("T"), vanilla("B"), face_up=True)
    game = s.build()
    st = game.state
    game.apply(Action("attack", st.leaders[P1], st.leaders[P2]))
    while top in st.life[P2]:
        game.apply(_pass(game))
    assert top in st.hand[P2] and not st.face_up[top]      # CR 3-10-2-1: left the Life area
    assert st.face_up[bottom] and not game.view(P1).visible(top)


def _pass(game):
    """The defender's "no block" / "no counter" choice."""
    for a in game.legal_actions():
        if a.kind in ("no_block", "end_counters"):
            return a
    raise AssertionError(game.legal_actions())


def test_turn_all_face_down_and_trash_face_up():
    s = scenario()
    a, b = s.p1.life(vanilla("A"), vanilla("B"), face_up=True)
    (d,) = s.p1.life(vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex("turn_all_down")))
    st = game.state
    assert st.life[P1] == [d, b, a] and not any(st.face_up[i] for i in (a, b, d))  # order kept
    s = scenario()
    a, b = s.p1.life(vanilla("A"), vanilla("B"))
    (d,) = s.p1.life(vanilla("D"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("trash_face_up")))
    st = game.state
    assert st.life[P1] == [b, a] and d in st.trash[P1]


def test_if_you_have_a_face_up_life_card():
    s = scenario()
    (a,) = s.p1.life(vanilla("A"))
    (b,) = s.p1.life(vanilla("B"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("if_face_up")))
    st = game.state
    assert len(st.hand[P1]) == 1 and not st.face_up[b] and st.life[P1] == [b, a]
    s = scenario()
    s.p1.life(vanilla("A"))
    s.p2.life(vanilla("Theirs"), face_up=True)             # the opponent's does not count
    game, _c = play_from_hand(s, card_of(ex("if_face_up")))
    assert game.state.hand[P1] == []


def test_no_life_to_hand_by_own_effects_this_turn():
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    taker = s.p1.character(card_of("[Activate: Main] Add 1 card from the top of your Life cards "
                                   "to your hand."))
    payer = s.p1.character(card_of("[Activate: Main] You may add 1 card from the top of your "
                                   "Life cards to your hand: Draw 1 card."))
    game, _c = play_from_hand(s, card_of(ex("no_life_to_hand")))
    st = game.state
    assert len(st.hand[P1]) == 1                              # the card drawn
    assert Action("activate", payer, 0) not in opts(game)     # the cost cannot be paid
    game.apply(Action("activate", taker, 0))
    assert st.life[P1] == [bottom, top] and len(st.hand[P1]) == 1
    # the opponent's own effects are not banned, and the ban ends with the turn
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    taker = s.p1.character(card_of("[Activate: Main] Add 1 card from the top of your Life cards "
                                   "to your hand."))
    game = s.build()
    game.apply(Action("activate", taker, 0))
    assert top in game.state.hand[P1]


def test_no_life_to_hand_ends_with_the_turn():
    s = scenario()
    s.p1.life(vanilla("T"))
    game, _c = play_from_hand(s, card_of(ex("no_life_to_hand")))
    assert game.state.mods
    game.apply(Action("end_phase"))
    assert not [m for m in game.state.mods if m.card < 0]


# -- Life cards with event timings and permanent effects -------------------------------------------

def test_opponent_character_to_life_is_removed_by_your_effect():
    # "When your Character is removed from the field by your opponent's effect"
    # hears a Character added to its owner's Life
    listener = card_of("When your Character is removed from the field by your opponent's "
                       "effect, draw 1 card.", category="Leader", power=5000, life=5)
    s = scenario(leader2=listener)
    s.p2.life(vanilla("L1"))
    small = s.p2.character(vanilla("Small", cost=2))
    game, _c = play_from_hand(s, card_of(ex("opp_to_life")))
    game.apply(Action("select", small))
    game.apply(Action("place_top", small))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P2][-1] == small and len(st.hand[P2]) == 1


def test_trashing_face_up_life_to_zero_fires_life_becomes_zero():
    listener = card_of("[Your Turn] [Once Per Turn] When your number of Life cards becomes 0, "
                       "draw 1 card.", category="Leader", power=5000, life=5)
    s = scenario(leader1=listener)
    (a,) = s.p1.life(vanilla("A"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("trash_face_up")))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P1] == [] and a in st.trash[P1] and len(st.hand[P1]) == 1
    # a face-down Life card left: nothing removed that empties the Life, no draw
    s = scenario(leader1=listener)
    s.p1.life(vanilla("A"))
    game, _c = play_from_hand(s, card_of(ex("trash_face_up")))
    assert len(game.state.life[P1]) == 1 and game.state.hand[P1] == []


# -- "You may deal 1 damage to your opponent." -----------------------------------------------

@pytest.mark.parametrize("accept", [True, False])
def test_the_damage_may_be_declined(accept):
    s = scenario(turn=4, turn_player=1)
    mine = s.p1.character(card_of(ex("you_may_deal_damage"), power=1000), rested=True)
    attacker = s.p2.character(vanilla("Attacker", power=5000))
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    game.apply(Action("attack", attacker, mine))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    st = game.state
    assert mine in st.trash[P1]
    assert len(st.life[P2]) == (1 if accept else 2)
    assert len(st.hand[P2]) == (1 if accept else 0)


# -- face-up Life cards to the bottom of the deck, according to the rules ---------------------

def _face_up_leader():
    return card_of(ex("face_up_life_to_deck"), category="Leader", name="Rule Leader",
                   power=5000)


def test_damage_puts_a_face_up_life_card_at_the_bottom_of_the_deck():
    s = scenario(turn_player=1, leader1=_face_up_leader())
    top, _low = s.p1.life(card_of("[Trigger] Draw 1 card.", name="Trig"), vanilla("Low"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    st = game.state
    st.face_up[top] = True
    game.apply(Action("attack", att, st.leaders[P1]))
    expect_decision(game, P2, "main")               # ruling on ST13-003: no [Trigger] asked
    assert st.deck[P1][0] == top and top not in st.hand[P1] and len(st.life[P1]) == 1


def test_face_down_life_card_goes_to_the_hand_as_usual():
    s = scenario(turn_player=1, leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    st = game.state
    game.apply(Action("attack", att, st.leaders[P1]))
    expect_decision(game, P2, "main")               # no hand, no [Blocker]: no Step asked
    assert top in st.hand[P1]


def test_effect_adding_a_face_up_life_card_places_it_in_the_deck():
    s = scenario(leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"), face_up=True)
    game, _c = play_from_hand(s, card_of(
        "[On Play] Add 1 card from the top of your Life cards to your hand.", name="Taker"))
    st = game.state
    expect_decision(game, P1, "main")
    assert st.deck[P1][0] == top and st.life[P1] == []


def test_cost_paid_with_a_face_up_life_card_is_not_paid():
    # official ruling on ST13-003 (with ST13-012): the card goes to the deck,
    # the cost "add 1 card ... to your hand" is not paid and nothing happens
    s = scenario(leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"), face_up=True)
    s.p1.deck(vanilla("D1"))
    game, _c = play_from_hand(s, card_of(
        "[On Play] You may add 1 card from the top of your Life cards to your hand: Draw 1 "
        "card.", name="Payer"))
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert st.deck[P1][0] == top and len(st.hand[P1]) == 0


def test_add_to_life_from_hand_and_trash():
    # official ruling on ST13-003: one from the hand and one from the trash
    lead = card_of(ex("add_to_life_from_hand_or_trash"), category="Leader", name="Adder")
    s = scenario(leader1=lead)
    h, = s.p1.hand(vanilla("H", cost=4))
    t, = s.p1.trash(vanilla("T", cost=4))
    s.p1.trash(vanilla("T3", cost=3))
    game = s.build()
    st = game.state
    game.apply(Action("activate", st.leaders[P1], 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(h, t)
    game.apply(Action("select", h))
    game.apply(Action("select", t))
    assert h in st.life[P1] and t in st.life[P1] and st.face_up[h] and st.face_up[t]


# -- "trash 1 card from the top of each of your and your opponent's Life cards" -----------

def test_each_player_trashes_the_top_life_card():
    s = scenario()
    s.p1.life("ST01-006", "ST01-006", "ST01-006")
    s.p2.life("ST01-006", "ST01-006", "ST01-006", "ST01-006")
    c = s.p1.hand(card_of(ex_life("trash_each_players_life"), category="Character"))[0]
    s.p1.don(active=1)
    game = s.build()
    st = game.state
    tops = (st.life[P1][-1], st.life[P2][-1])          # the last of the list is the top
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")                  # no choice: 1 each
    assert len(st.life[P1]) == 2 and len(st.life[P2]) == 3
    assert tops[0] in st.trash[P1] and tops[1] in st.trash[P2]


def test_a_player_with_no_life_trashes_nothing_the_other_still_does():
    s = scenario()
    s.p2.life("ST01-006", "ST01-006")
    game, _c = play_from_hand(s, card_of(ex_life("trash_each_players_life"), category="Character"))
    st = game.state
    assert len(st.life[P1]) == 0 and len(st.life[P2]) == 1
    assert len(st.trash[P1]) == 0 and len(st.trash[P2]) == 1
