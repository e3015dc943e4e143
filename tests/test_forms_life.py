"""The card-text compiler, Life cards: the examples of every Life form,
reading them, "If you do" after adding or revealing a Life card, turning
Life cards as a cost, and face-up Life in saves and clones.  Adding to
Life is in test_forms_life_adding.py, leaving Life and damage in
test_forms_life_leaving.py, looking at Life in test_forms_life_looking.py.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import json
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
    "you_take_damage": ("Character", (
        "[On K.O.] Draw 1 card. Then, you take 1 damage.")),
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


def ex_life(name: str) -> str:
    return EXAMPLES[name][1]


def test_you_take_damage_hits_your_own_leader():
    """DealDamage(to=YOU): damage processing on the controller's Leader (CR
    4-6-2); "deal N damage to your opponent" stays the opponent's."""
    taken = read("[On K.O.] Draw 1 card. Then, you take 1 damage.").steps[1]
    dealt = read("[On K.O.] You may deal 1 damage to your opponent.").steps[0].step
    assert taken == L.DealDamage(1, to=L.YOU) and dealt == L.DealDamage(1)
