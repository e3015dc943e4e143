"""The card-text compiler, Life cards: adding to Life (face-up or
face-down, top or bottom), taking, trashing and turning Life cards, looking
at Life, damage, and face-up Life cards according to the rules.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import json
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

from optcg import Action
from optcg.engine import Game
from optcg.engine.effects import language as L
from optcg.engine.effects.compiler import declined_before_activation
from optcg.engine.stats import power
from optcg.testing import answer, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "trash_each_players_life": ("Character", (
        "[On Play] Trash 1 card from the top of each of your and your opponent's Life cards.")),
    "may_take_life_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may add 1 card from the top or bottom of your Life cards "
        "to your hand. If you do, up to 1 of your Leader gains +3000 power until the end of "
        "your opponent's next turn.")),
    # costs: turning Life cards
    "turn_up": ("Character", ("[Activate: Main] You may turn 1 card from the top of your Life "
                              "cards face-up: Draw 1 card.")),
    "turn_two_up": ("Character", ("[Activate: Main] You may turn 2 cards from the top of your "
                                  "Life cards face-up: Draw 1 card.")),
    "turn_down": ("Character", ("[Activate: Main] You may turn 1 card from the top of your Life "
                                "cards face-down: Draw 1 card.")),
    "turn_end_down": ("Character", ("[Activate: Main] You may turn 1 card from the top or bottom "
                                    "of your Life cards face-down: Draw 1 card.")),
    "turn_end_up": ("Character", ("[Activate: Main] You may turn 1 card from the top or bottom "
                                  "of your Life cards face-up: Draw 1 card.")),
    "turn_any_down": ("Character", ("[Activate: Main] You may turn 1 of your face-up Life cards "
                                    "face-down: Draw 1 card.")),
    "cost_add_own": ("Character", ("[Activate: Main] You may add 1 of your {Navy} type "
                                   "Characters to the top of your Life cards face-up: Draw 2 "
                                   "cards.")),
    # steps
    "opp_to_life": ("Character", ("[On Play] Add up to 1 of your opponent's Characters with a "
                                  "cost of 2 or less to the top or bottom of your opponent's "
                                  "Life cards face-up.")),
    "place_opp": ("Event", ("[Main] Place up to 1 of your opponent's Characters with a cost of "
                            "4 or less at the top or bottom of your opponent's Life cards "
                            "face-up.")),
    "owner_top": ("Character", ("[On Play] Add up to 1 Character with a cost of 1 to the top of "
                                "the owner's Life cards face-up.")),
    "own_face_down": ("Character", ("[On Play] Add up to 1 of your Characters with a cost of 1 "
                                    "to the top of your Life cards face-down.")),
    "own_plain": ("Character", ("[On Play] Add up to 1 of your {Navy} type Characters to the "
                                "top or bottom of the owner's Life cards.")),
    "hand_to_life": ("Character", ("[On Play] Add up to 1 card from your hand to the top of "
                                   "your Life cards.")),
    "hand_face_up": ("Character", ("[On Play] Add up to 1 {Navy} type Character card from your "
                                   "hand to the top of your Life cards face-up.")),
    "hand_face_down": ("Character", ("[On Play] Add up to 1 Event card from your hand to the "
                                     "top or bottom of your Life cards face-down.")),
    "reveal_to_life": ("Character", ("[On Play] Reveal up to 1 {Navy} type Character card from "
                                     "your hand and add it to the top of your Life cards "
                                     "face-down.")),
    "trash_opp_life": ("Character", ("[On Play] Trash up to 1 card from the top of your "
                                     "opponent's Life cards.")),
    "trash_own_life": ("Character", "[On Play] Trash 1 card from the top of your Life cards."),
    "take_opp_life": ("Character", ("[On Play] Add up to 1 card from the top of your opponent's "
                                    "Life cards to the owner's hand.")),
    "opp_adds_life": ("Character", ("[On Play] Your opponent adds 1 card from the top of their "
                                    "Life cards to their hand.")),
    "no_life_to_hand": ("Character", ("[On Play] Draw 1 card. Then, you cannot add Life cards to "
                                      "your hand using your own effects during this turn.")),
    "turn_all_down": ("Character", "[On Play] Turn all of your Life cards face-down."),
    "if_face_up": ("Character", ("[On Play] If you have a face-up Life card, draw 1 card. Then, "
                                 "turn all of your Life cards face-down.")),
    "trash_face_up": ("Character", "[On Play] Trash all your face-up Life cards."),
    "look_life": ("Character", ("[On Play] Look at up to 1 card from the top of your or your "
                                "opponent's Life cards and place it at the top or bottom of the "
                                "Life cards.")),
    "look_life_comma": ("Event", ("[Main] Look at up to 1 card from the top of your or your "
                                  "opponent's Life cards, and place it at the top or bottom of "
                                  "the Life cards.")),
    "look_all_life": ("Character", ("[On Play] Look at all of your Life cards and place them "
                                    "back in your Life area in any order.")),
    "look_all_life_deck": ("Character", ("[On Play] Look at all your Life cards; place 1 card at "
                                         "the top of your deck and place the rest back in your "
                                         "Life area in any order.")),
    "look_all_life_deck_short": ("Event", ("[Main] Look at all your Life cards; place 1 at the "
                                           "top of your deck and place the rest back in your "
                                           "Life area in any order.")),
    "until_one_life": ("Event", ("[Main] Draw 1 card. Then, trash cards from the top of your "
                                 "Life cards until you have 2 Life cards.")),
    "opp_adds_from_area": ("Character", ("[On Play] Your opponent adds 1 card from their Life "
                                         "area to their hand.")),
    "look_all_life_short": ("Event", ("[Main] Look at all your Life cards and place them back "
                                      "in your Life area in any order.")),
    "search_to_life_up": ("Character", ("[On Play] Look at 4 cards from the top of your deck and "
                                        "add up to 1 {Navy} type Character card to the top of "
                                        "your Life cards face-up. Then, place the rest at the "
                                        "bottom of your deck in any order.")),
    "search_to_life": ("Character", ("[On Play] Look at 2 cards from the top of your deck; add "
                                     "up to 1 card to the top of your Life cards. Then, place "
                                     "the rest at the bottom of your deck in any order.")),
    "you_may_deal_damage": ("Character", (
        "[On K.O.] You may deal 1 damage to your opponent.")),
    "add_to_life_from_hand_or_trash": ("Leader", (
        "[Activate: Main] [Once Per Turn] If you have 1 or less Life cards, add up to 2 "
        "Character cards with a cost of 4 from your hand or trash to the top of your Life "
        "cards face-up.")),
    "reveal_life_if_you_do": ("Character", (
        "[On Play] Reveal 1 card from the top of your Life cards. If that card is a [Test Hero] "
        "with a cost of 3, you may play that card. If you do, up to 1 of your Leader gains "
        "+3000 power during this turn.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "face_up_life_to_deck": ("Leader", (
        "Your face-up Life cards are placed at the bottom of your deck instead of being added "
        "to your hand, according to the rules.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    damage = read(ex("you_may_deal_damage"))
    # "You may <one step>." alone: the May of the whole ability (CR 8-1-2)
    assert declined_before_activation(damage) and damage.steps == (L.May(L.DealDamage(1)),)
    steps = read(ex("reveal_life_if_you_do")).steps
    assert steps[0] == L.RevealLife(L.exactly(1))
    play, if_done = steps[1].steps
    assert isinstance(play, L.May) and isinstance(play.step, L.PlayCard)
    assert if_done.condition == L.YouDid()


def navy(name: str = "Navy", cost: int = 1):
    return vanilla(name, cost=cost, types=("Navy",))


def activate(s, line: str):
    c = s.p1.character(card_of(line))
    game = s.build()
    return game, c


def _reveal_game(top):
    s = scenario()
    s.p1.life(top, vanilla("Bottom"))          # the first is the top card
    return play_from_hand(s, card_of(ex("reveal_life_if_you_do")))


def test_the_named_card_revealed_from_life_is_played_and_then_the_leader_gains():
    game, _me = _reveal_game(vanilla("Test Hero", cost=3, power=4000))
    st = game.state
    hero = st.life[P1][-1]
    expect_decision(game, P1, "select")
    assert Action("select", hero) in opts(game)
    game.apply(Action("select", hero))
    leader = st.leaders[P1]
    answer(game, "select", Action("select", leader))
    expect_decision(game, P1, "main")
    assert hero in st.chars[P1] and len(st.life[P1]) == 1
    assert power(st, leader) == 5000 + 3000


def test_declining_the_play_gives_no_power():
    game, _me = _reveal_game(vanilla("Test Hero", cost=3, power=4000))
    st = game.state
    hero = st.life[P1][-1]
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert st.life[P1][-1] == hero and hero not in st.chars[P1]
    assert power(st, st.leaders[P1]) == 5000


def test_another_card_on_top_of_life_is_not_played():
    game, _me = _reveal_game(vanilla("Test Hero", cost=4, power=4000))      # wrong cost
    st = game.state
    expect_decision(game, P1, "main")
    assert len(st.life[P1]) == 2 and not st.chars[P1][1:]
    assert power(st, st.leaders[P1]) == 5000


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
    assert game.describe(Action("number", -1, 1)) == "Choose the bottom Life card"
    game.apply(Action("number", -1, 1))
    leader_id = st.leaders[P1]
    answer(game, "select", Action("select", leader_id))
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


# -- turning Life cards as a cost ------------------------------------------------------------

def test_turn_face_up_cost():
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    game, c = activate(s, ex("turn_up"))
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.face_up[top] and not st.face_up[bottom]
    assert len(st.hand[P1]) == 1
    # public now: the opponent's view sees it (CR 3-10-2-1), not the face-down one
    view = game.view(P2)
    assert view.visible(top) and not view.visible(bottom)
    assert [x["id"] for x in view.to_dict()["players"][P1]["life_face_up"]] == [top]


def test_turn_face_up_cost_cannot_be_paid_when_the_top_is_face_up():
    s = scenario()
    s.p1.life(vanilla("T"), face_up=True)
    s.p1.life(vanilla("B"))
    game, c = activate(s, ex("turn_up"))
    assert Action("activate", c, 0) not in opts(game)    # official ruling on EB01-040
    s = scenario()
    game, c = activate(s, ex("turn_up"))                 # no Life at all
    assert Action("activate", c, 0) not in opts(game)


def test_turn_two_needs_both_face_down():
    s = scenario()
    s.p1.life(vanilla("T"))
    s.p1.life(vanilla("M"), face_up=True)
    s.p1.life(vanilla("B"))
    game, c = activate(s, ex("turn_two_up"))
    assert Action("activate", c, 0) not in opts(game)    # official ruling on OP08-058
    s = scenario()
    a, b, d = s.p1.life(vanilla("T"), vanilla("M"), vanilla("B"))
    game, c = activate(s, ex("turn_two_up"))
    game.apply(Action("activate", c, 0))
    assert [game.state.face_up[i] for i in (a, b, d)] == [True, True, False]


def test_turn_face_down_cost_needs_a_face_up_top():
    s = scenario()
    s.p1.life(vanilla("T"))
    game, c = activate(s, ex("turn_down"))
    assert Action("activate", c, 0) not in opts(game)
    s = scenario()
    (top,) = s.p1.life(vanilla("T"), face_up=True)
    game, c = activate(s, ex("turn_down"))
    game.apply(Action("activate", c, 0))
    assert not game.state.face_up[top] and len(game.state.hand[P1]) == 1
    assert not game.view(P2).visible(top)


def test_turn_top_or_bottom_face_down_chooses_a_face_up_end():
    s = scenario()
    (top,) = s.p1.life(vanilla("T"), face_up=True)
    (mid,) = s.p1.life(vanilla("M"), face_up=True)
    (bottom,) = s.p1.life(vanilla("B"), face_up=True)
    game, c = activate(s, ex("turn_end_down"))
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(top, bottom, done=False)   # never the middle card
    game.apply(Action("select", bottom))
    st = game.state
    assert not st.face_up[bottom] and st.face_up[top] and st.face_up[mid]
    # only the face-up end can be turned face-up... here, neither: the top is
    s = scenario()
    s.p1.life(vanilla("T"), face_up=True)
    (b2,) = s.p1.life(vanilla("B"))
    game, c = activate(s, ex("turn_end_up"))
    game.apply(Action("activate", c, 0))                  # one end only: no choice
    assert game.state.face_up[b2] and len(game.state.hand[P1]) == 1


def test_add_own_character_to_life_as_a_cost():
    s = scenario()
    ours = s.p1.character(navy())
    s.p1.character(vanilla("Other"))
    game, c = activate(s, ex("cost_add_own"))
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.life[P1][-1] == ours and st.face_up[ours] and len(st.hand[P1]) == 2
    s = scenario()
    s.p1.character(vanilla("Other"))                      # no {Navy}: cannot be paid
    s.p2.character(navy())                                # the opponent's: not ours
    game, c = activate(s, ex("cost_add_own"))
    assert Action("activate", c, 0) not in opts(game)


def test_turn_any_face_up_life_card_face_down():
    s = scenario()
    (top,) = s.p1.life(vanilla("T"))
    mid, bottom = s.p1.life(vanilla("M"), vanilla("B"), face_up=True)
    game, c = activate(s, ex("turn_any_down"))
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mid, bottom, done=False)   # any face-up one, not the top
    game.apply(Action("select", mid))
    st = game.state
    assert not st.face_up[mid] and st.face_up[bottom] and len(st.hand[P1]) == 1
    assert not st.face_up[top]
    s = scenario()
    s.p1.life(vanilla("T"))                                  # none face-up: cannot be paid
    game, c = activate(s, ex("turn_any_down"))
    assert Action("activate", c, 0) not in opts(game)


# -- adding to Life ----------------------------------------------------------------------------

@pytest.mark.parametrize("end", ["top", "bottom"])
def test_opponent_character_to_their_life_face_up(end):
    s = scenario()
    s.p2.life(vanilla("L1"), vanilla("L2"))
    small = s.p2.character(vanilla("Small", cost=2), don=1)
    big = s.p2.character(vanilla("Big", cost=3))
    game, _c = play_from_hand(s, card_of(ex("opp_to_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)                   # the cost-3 one is excluded
    game.apply(Action("select", small))
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action("place_top", small), Action("place_bottom", small)}
    game.apply(Action(f"place_{end}", small))
    st = game.state
    life = st.life[P2]
    assert len(life) == 3 and (life[-1] if end == "top" else life[0]) == small
    assert st.face_up[small] and big in st.chars[P2]
    assert st.don[small] == 0 and st.don_rested[P2] == 1    # its DON!! go back (CR 6-5-5-4)
    assert game.view(P1).visible(small) and game.view(P2).visible(small)


def test_place_opponent_character_in_life():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=5))
    foe = s.p2.character(vanilla("Foe", cost=4))
    game, _c = play_from_hand(s, card_of(ex("place_opp"), category="Event"))
    assert opts(game) == selects(foe)
    game.apply(Action("select", foe))
    game.apply(Action("place_bottom", foe))
    assert game.state.life[P2] == [foe] and big in game.state.chars[P2]


def test_any_character_to_the_owners_life():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=1))
    theirs = s.p2.character(vanilla("Theirs", cost=1))
    s.p2.character(vanilla("Two", cost=2))
    game, _c = play_from_hand(s, card_of(ex("owner_top"), cost=2), cost=2)
    assert opts(game) >= selects(mine, theirs)
    game.apply(Action("select", theirs))
    st = game.state
    assert st.life[P2] == [theirs] and st.face_up[theirs]   # its owner's Life
    assert mine in st.chars[P1]


def test_own_character_to_life_face_down_and_top_or_bottom():
    s = scenario()
    s.p1.life(vanilla("L"))
    mine = s.p1.character(vanilla("Mine", cost=1))
    game, _c = play_from_hand(s, card_of(ex("own_face_down"), cost=3), cost=3)
    game.apply(Action("select", mine))
    st = game.state
    assert st.life[P1][-1] == mine and not st.face_up[mine]
    assert not game.view(P2).visible(mine)
    s = scenario()
    s.p1.life(vanilla("L"))
    sailor = s.p1.character(navy())
    s.p1.character(vanilla("Plain"))
    game, _c = play_from_hand(s, card_of(ex("own_plain")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    game.apply(Action("place_bottom", sailor))
    assert game.state.life[P1][0] == sailor and not game.state.face_up[sailor]


def test_hand_to_life():
    s = scenario()
    (kept,) = s.p1.hand(vanilla("Kept"))
    game, _c = play_from_hand(s, card_of(ex("hand_to_life")))
    assert opts(game) == selects(kept)
    game.apply(Action("select", kept))
    st = game.state
    assert st.life[P1] == [kept] and not st.face_up[kept] and st.hand[P1] == []


def test_hand_to_life_face_up_filters_the_type():
    s = scenario()
    sailor, pirate = s.p1.hand(navy(), vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("hand_face_up")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and st.face_up[sailor] and st.hand[P1] == [pirate]


def test_hand_event_to_life_face_down_top_or_bottom():
    s = scenario()
    s.p1.life(vanilla("L"))
    event = s.p1.hand(vanilla("Ev", category="Event"))[0]
    s.p1.hand(vanilla("Char"))
    game, _c = play_from_hand(s, card_of(ex("hand_face_down")))
    assert opts(game) == selects(event)
    game.apply(Action("select", event))
    game.apply(Action("place_bottom", event))
    assert game.state.life[P1][0] == event and not game.state.face_up[event]


def test_reveal_and_add_to_life():
    s = scenario()
    sailor, pirate = s.p1.hand(navy(), vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("reveal_to_life")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and not st.face_up[sailor] and st.hand[P1] == [pirate]


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


# -- looking at Life -------------------------------------------------------------------------------

def test_look_at_the_opponents_top_life_card_and_place_it_at_the_bottom():
    s = scenario()
    mine = s.p1.life(vanilla("Mine"))[0]
    top = s.p2.life(vanilla("T"), face_up=True)[0]
    bottom = s.p2.life(vanilla("B"))[0]
    game, _c = play_from_hand(s, card_of(ex("look_life")))
    expect_decision(game, P1, "select")
    # by place, the chooser's first (CR 3-1-5: no face-down Life card by id)
    assert opts(game) == numbers(1) | {Action("select_done")}
    assert [game.describe(Action("number", -1, k)) for k in (0, 1)] == [
        "Choose the top Life card", "Choose your opponent's top Life card"]
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_bottom", top))
    st = game.state
    assert st.life[P2] == [top, bottom] and st.face_up[top]     # stays face-up (CR 3-10-3)
    assert st.looking is None and st.life[P1] == [mine]


def test_look_at_life_may_look_at_none():
    s = scenario()
    mine = s.p1.life(vanilla("Mine"))[0]
    game, _c = play_from_hand(s, card_of(ex("look_life_comma"), category="Event"))
    assert opts(game) == numbers(0) | {Action("select_done")}
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [mine]


def test_look_at_all_life_and_reorder():
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex("look_all_life")))
    expect_decision(game, P1, "arrange")
    assert game.view(P1).looking_at() == [a, b, d]
    assert opts(game) == {Action("place_top", x) for x in (a, b, d)}
    game.apply(Action("place_top", a))
    game.apply(Action("place_top", d))                   # the last one goes on top by itself
    st = game.state
    assert st.life[P1] == [a, d, b] and st.looking is None


@pytest.mark.parametrize("name", ["look_all_life_deck", "look_all_life_deck_short"])
def test_look_at_all_life_one_to_the_deck_top(name):
    category = EXAMPLES[name][0]
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    b_up = s.p1.life(vanilla("E"), face_up=True)[0]
    game, _c = play_from_hand(s, card_of(ex(name), category=category))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, d, b_up, done=False)
    game.apply(Action("select", b_up))
    st = game.state
    assert st.deck[P1][-1] == b_up and not st.face_up[b_up]   # face-down in the deck
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_top", d))
    game.apply(Action("place_top", a))
    assert st.life[P1] == [d, a, b] and st.looking is None


def test_trash_life_until_two_are_left():
    s = scenario()
    a, b, d = s.p1.life(vanilla("A"), vanilla("B"), vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex("until_one_life"), category="Event"))
    st = game.state
    assert st.life[P1] == [d, b] and a in st.trash[P1]
    s = scenario()
    (a,) = s.p1.life(vanilla("A"))                           # fewer already: none trashed
    game, _c = play_from_hand(s, card_of(ex("until_one_life"), category="Event"))
    assert game.state.life[P1] == [a]


def test_opponent_adds_from_their_life_area():
    s = scenario()
    top, bottom = s.p2.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("opp_adds_from_area")))
    assert game.state.hand[P2] == [top] and game.state.life[P2] == [bottom]


def test_look_at_all_life_with_one_card_asks_nothing():
    s = scenario()
    (a,) = s.p1.life(vanilla("A"), face_up=True)
    game, _c = play_from_hand(s, card_of(ex("look_all_life_short"), category="Event"))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [a] and game.state.face_up[a]


def test_search_to_life_face_up():
    s = scenario()
    plain, sailor, other = s.p1.deck(vanilla("Plain"), navy(), vanilla("Other"),
                                     vanilla("Fourth"))[:3]
    game, _c = play_from_hand(s, card_of(ex("search_to_life_up")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and st.face_up[sailor]
    assert plain not in st.life[P1] and other not in st.life[P1]


def test_search_to_life_face_down_may_take_none():
    s = scenario()
    a, b = s.p1.deck(vanilla("A"), vanilla("B"))[:2]
    game, _c = play_from_hand(s, card_of(ex("search_to_life")))
    game.apply(Action("select_done"))
    assert game.state.life[P1] == [] and game.state.deck[P1][:2] == [b, a]   # to the bottom
    s = scenario()
    _a, b = s.p1.deck(vanilla("A"), vanilla("B"))[:2]
    game, _c = play_from_hand(s, card_of(ex("search_to_life")))
    game.apply(Action("select", b))
    assert game.state.life[P1] == [b] and not game.state.face_up[b]


# -- state ---------------------------------------------------------------------------------------

def test_face_up_is_saved_and_cloned():
    s = scenario()
    (top,) = s.p1.life(vanilla("T"))
    game, c = activate(s, ex("turn_up"))
    plain_hash = game.hash()
    game.apply(Action("activate", c, 0))
    data = json.loads(json.dumps(game.to_json()))
    defs = {d.number: d for d in game.state.defs}
    again = Game.from_json(data, defs.__getitem__)
    clone = game.clone()
    assert again.state.face_up[top] and clone.state.face_up[top]
    assert again.hash() == game.hash() == clone.hash() != plain_hash
    clone.state.face_up[top] = False
    assert game.state.face_up[top]                          # a copy, not shared


def test_reading_gives_the_nodes():
    assert read(ex("turn_up")).cost == (L.StepCost(L.TurnLife(1, True)),)
    step = read(ex("opp_to_life")).steps[0]
    assert isinstance(step, L.AddToLife) and step.face_up and step.places == ("top", "bottom")
    assert read(ex("look_life")).steps == (L.LookAtLife(),)


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


def ex_life(name: str) -> str:
    return EXAMPLES[name][1]
