"""The card-text compiler, costs: what a player pays before an effect from the
hand, the trash, the deck or Life (trashing, revealing, placing cards at the
top or bottom of the deck, DON!! −N, the ① symbol), that a cost is paid in
full or not at all, and "If you do" after an optional payment.

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
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.phrasing import wording
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import power
from optcg.testing import answer, expect, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "trash_this": ("Character", ("[Activate: Main] You may trash this Character: Draw 2 cards.")),
    "trash_typed": ("Character", ("[On Play] You may trash 1 {Navy} type card from your hand: "
                                  "Draw 2 cards.")),
    "trash_event": ("Character", ("[On Play] You may trash 1 Event from your hand: Draw 2 "
                                  "cards.")),
    "trash_trigger": ("Character", ("[On Play] You may trash 1 card with a [Trigger] from your "
                                    "hand: Draw 2 cards.")),
    "trash_power": ("Character", ("[On Play] You may trash 1 Character card with 5000 power "
                                  "from your hand: Draw 2 cards.")),
    "trash_hand_and_this": ("Character", ("[Activate: Main] You may trash 1 card from your hand "
                                          "and trash this Character: Draw 2 cards.")),
    "life_top_or_bottom": ("Character", ("[On Play] You may add 1 card from the top or bottom of "
                                         "your Life cards to your hand: Draw 1 card.")),
    "life_top": ("Character", ("[On Play] You may add 1 card from the top of your Life cards to "
                               "your hand: Draw 1 card.")),
    "life_area": ("Character", ("[On Play] You may add 1 card from your Life area to your hand: "
                                "Draw 1 card.")),
    "trash_life_top_or_bottom": ("Character", ("[On Play] You may trash 1 card from the top or "
                                               "bottom of your Life cards: Draw 1 card.")),
    "trash_life_top": ("Character", ("[On Play] You may trash 1 card from the top of your Life "
                                     "cards: Draw 1 card.")),
    "return_own": ("Character", ("[Activate: Main] You may return 1 of your Characters with a "
                                 "cost of 3 or more to the owner's hand: Draw 1 card.")),
    "return_this": ("Character", ("[Activate: Main] You may return this Character to the "
                                  "owner's hand: Draw 1 card.")),
    "bottom_this": ("Character", ("[Activate: Main] You may place this Character at the bottom "
                                  "of the owner's deck: Draw 1 card.")),
    "trash_to_bottom": ("Character", ("[Activate: Main] You may place 2 cards with a type "
                                      "including \"Navy\" from your trash at the bottom of your "
                                     "deck in any order: Draw 1 card.")),
    "trash_deck_top": ("Character", ("[On Play] You may trash 2 cards from the top of your deck: "
                                     "Draw 1 card.")),
    "leader_minus": ("Character", ("[On Play] You may give your 1 active Leader −3000 power "
                                   "during this turn: Draw 1 card.")),
    "active_leader_minus": ("Character", ("[On Play] You may give your active Leader −2000 "
                                          "power during this turn: Draw 1 card.")),
    "reveal": ("Character", "[On Play] You may reveal 2 Events from your hand: Draw 1 card."),
    "trash_own_field": ("Character", ("[Activate: Main] You may trash 1 of your {Navy} type "
                                      "Characters other than this Character: Draw 1 card.")),
    "bottom_own_field": ("Character", ("[Activate: Main] You may place 1 of your Stages at the "
                                       "bottom of your deck: Draw 1 card.")),
    "hand_to_bottom": ("Character", ("[On Play] You may place 1 card from your hand at the "
                                     "bottom of your deck: Draw 2 cards.")),
    "hand_to_bottom_many": ("Character", ("[On Play] You may place 2 cards from your hand at "
                                          "the bottom of your deck in any order: Draw 2 "
                                          "cards.")),
    "trash_to_bottom_one": ("Character", ("[On Play] You may place 1 Event card from your trash "
                                          "at the bottom of your deck: Draw 1 card.")),
    "trash_colored": ("Character", ("[On Play] You may trash 1 green {Navy} type card from "
                                    "your hand: Draw 2 cards.")),
    "trash_colored_field": ("Character", ("[Activate: Main] You may trash 1 of your blue or "
                                          "purple Characters: Draw 1 card.")),
    "hand_to_top": ("Character", ("[On Play] You may place 1 card from your hand at the top of "
                                  "your deck: Draw 1 card.")),
    "any_stage_bottom": ("Character", ("[Activate: Main] You may place 1 Stage with a cost of 2 "
                                       "at the bottom of the owner's deck: Draw 1 card.")),
    "trash_named": ("Character", ("[On Play] You may trash 1 [Tashigi] from your hand: Draw 2 "
                                  "cards.")),
    "don_minus_comma": ("Character", ("[On Play] DON!! −1, You may trash 1 card from your hand: "
                                      "Draw 1 card.")),
    "play_named_cost": ("Character", (
        "[On Play] You may play 1 [Test Partner] from your hand: Add up to 1 of your "
        "opponent's Characters with a cost of 2 or less to the top or bottom of your "
        "opponent's Life cards face-up.")),
    "place_their_life": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 2 or less at the "
        "top or bottom of their Life cards face-up.")),
    "revealed_to_top": ("Leader", (
        "[Activate: Main] [Once Per Turn] You may reveal 1 {Test Crew} type card from your "
        "hand: Draw 2 cards and place the revealed card at the top of your deck.")),
    "you_can_trash": ("Character", (
        "[Activate: Main] [Once Per Turn] You can trash 1 {Navy} type card from your hand: Set "
        "up to 2 of your DON!! cards as active.")),
    "return_own_character": ("Character", (
        "[On Play] You may return 1 Character to your hand: Draw 2 cards.")),
    "rest_don_reminder": ("Character", (
        "[Activate: Main] ② (You may rest the specified number of DON!! cards in your cost "
        "area) You may rest this Character: Draw 1 card.")),
    "may_trash_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may trash 1 card from your hand. If you do, set up to 2 "
        "of your DON!! cards as active.")),
    "return_trash_to_bottom_cost": ("Character", (
        "[Activate: Main] You may return 2 cards from your trash to the bottom of your deck in "
        "any order: Draw 1 card.")),
    "don_minus_comma_you_may": ("Character", (
        "[On Play] DON!! −2, you may trash 1 card from your hand: Draw 2 cards.")),
    "trash_this_with_a_cost": ("Character", (
        "[Activate: Main] You may trash this Character with a cost of 15 or more: Draw 3 "
        "cards.")),
    # one of your Characters, this one included, to the bottom of its owner's deck
    "character_to_owners_deck": ("Character", (
        "[Activate: Main] You may place 1 of your Characters at the bottom of the owner's deck: "
        "Draw 1 card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_the_costs_read_as_nodes():
    assert read(ex("trash_hand_and_this")).cost == (
        L.TrashFromHand(1), L.StepCost(L.Trash(L.This())))
    (cost,) = read(ex("trash_typed")).cost
    assert cost.step.target == L.Choose(L.Cards(L.YOU, L.HAND, categories=W.ALL_CATEGORIES,
                                                types=("Navy",)), L.exactly(1))
    assert read(ex("don_minus_comma")).cost[0] == L.DonMinus(1)


def test_examples_read_into_their_nodes():
    (cost,) = read(ex("you_can_trash")).cost
    assert isinstance(cost, L.StepCost) and wording(cost, "word") == "can"
    (cost,) = read(ex("return_own_character")).cost
    assert cost.step.target == L.Choose(L.Cards(L.YOU), L.exactly(1))
    # "You can" is written only for a cost that says so
    plain = L.Ability(L.ON_PLAY, steps=(L.Draw(L.exactly(1)),), cost=(L.StepCost(L.Trash(L.This())),))
    assert W.render_line(plain, Ctx("Character")).startswith("[On Play] You may trash")


def test_every_cost_form_has_an_example():
    # the examples of every form file (the Life costs are in test_forms_life.py)
    from test_card_compiler_forms import all_examples
    used: set[str] = set()
    for category, line in all_examples():
        ctx = Ctx(category)
        for cost in read(line, category).cost:
            node = cost.step if isinstance(cost, L.StepCost) else cost
            forms = W.COST_STEP_FORMS if isinstance(cost, L.StepCost) else W.COST_FORMS
            used |= {f.template for f in forms if f.render(node, ctx) is not None}
    step_forms = {f.template for f in W.STEP_FORMS}
    own = {f.template for f in W.COST_FORMS + W.COST_STEP_FORMS} - step_forms
    assert not own - used, f"cost forms with no example: {sorted(own - used)}"


def test_a_shared_verb_needs_the_same_verb_before_it():
    bad = L.Ability(L.ACTIVATE_MAIN, steps=(L.Draw(L.exactly(1)),),
                    cost=(L.TrashFromHand(1), L.StepCost(L.RestDonCards(1), shared_verb=True)))
    assert W.render_line(bad, Ctx("Character")) is None
    # an up-to count or the opponent's cards alone are no cost
    up_to = L.StepCost(L.Rest(L.Choose(L.Cards(L.YOU))))
    assert W.render_cost(up_to, Ctx("Character")) is None
    theirs = L.StepCost(L.Rest(L.Choose(L.Cards(L.OPPONENT), L.exactly(1))))
    assert W.render_cost(theirs, Ctx("Character")) is None


# -- trashing -------------------------------------------------------------------------

def test_trash_this_character():
    s = scenario()
    c = s.p1.character(card_of(ex("trash_this")))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert c in st.trash[P1] and len(st.hand[P1]) == 2


def test_trash_from_hand_and_trash_this():
    s = scenario()
    c = s.p1.character(card_of(ex("trash_hand_and_this")))
    a, b = s.p1.hand(vanilla("A"), vanilla("B"))
    game = s.build()
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, done=False)
    game.apply(Action("select", a))
    st = game.state
    assert a in st.trash[P1] and c in st.trash[P1] and b in st.hand[P1]
    assert len(st.hand[P1]) == 3
    # an empty hand: neither cost is paid, nothing is offered
    s = scenario()
    c = s.p1.character(card_of(ex("trash_hand_and_this")))
    assert Action("activate", c, 0) not in opts(s.build())


@pytest.mark.parametrize("accept", [True, False])
def test_trash_a_typed_card_from_hand(accept):
    s = scenario()
    navy, pirate = s.p1.hand(vanilla("Navy", types=("Navy",)), vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("trash_typed")))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    st = game.state
    expect_decision(game, P1, "main")                 # one choice: no question
    if accept:
        assert navy in st.trash[P1] and pirate in st.hand[P1] and len(st.hand[P1]) == 3
    else:
        assert sorted(st.hand[P1]) == sorted([navy, pirate])


def _declined_unpaid(game) -> None:
    """A cost that turns on hidden hand cards and cannot be paid is offered
    all the same, with "decline" its only option (CR 3-1-5, 8-3-1-3)."""
    expect_decision(game, P1, "confirm")
    assert game.decision.options == (Action("decline"),)
    game.apply(Action("decline"))


def test_trash_a_typed_card_cannot_be_paid_with_other_cards():
    s = scenario()
    (pirate,) = s.p1.hand(vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("trash_typed")))
    _declined_unpaid(game)                             # cannot be paid (CR 8-3-1-3)
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [pirate]


@pytest.mark.parametrize("name", ["trash_event", "trash_trigger", "trash_power"])
def test_trash_filters(name):
    event = vanilla("Ev", category="Event")
    trig = vanilla("Trig")
    trig.has_trigger = True
    big = vanilla("Big", power=5000)
    fits = {"trash_event": "ev", "trash_trigger": "trig", "trash_power": "big"}[name]
    s = scenario()
    ids = dict(zip(("ev", "trig", "big", "small"),
                   s.p1.hand(event, trig, big, vanilla("Small", power=4000))))
    game, _c = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert ids[fits] in st.trash[P1]
    assert all(ids[k] in st.hand[P1] for k in ids if k != fits)


# -- Life ---------------------------------------------------------------------------

@pytest.mark.parametrize("end", ["top", "bottom"])
def test_life_top_or_bottom_to_hand(end):
    s = scenario()
    top, mid, bottom = s.p1.life(vanilla("T"), vanilla("M"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("life_top_or_bottom")))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    # the places, not the face-down cards (CR 3-1-5): 0 the top, 1 the bottom
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    assert [game.describe(Action("number", -1, k)) for k in (0, 1)] == [
        "Choose the top Life card", "Choose the bottom Life card"]
    chosen = top if end == "top" else bottom
    game.apply(Action("number", -1, 0 if end == "top" else 1))
    st = game.state
    assert chosen in st.hand[P1] and mid in st.life[P1] and len(st.life[P1]) == 2
    assert len(st.hand[P1]) == 2                       # and 1 card drawn


def test_life_costs_need_life():
    for name in ("life_top_or_bottom", "life_top", "life_area", "trash_life_top"):
        s = scenario()
        game, _c = play_from_hand(s, card_of(ex(name)))
        expect_decision(game, P1, "main")
        assert game.state.hand[P1] == []


@pytest.mark.parametrize("name,to_hand", [("life_top", True), ("life_area", True),
                                          ("trash_life_top", False)])
def test_life_top_costs_take_the_top_card(name, to_hand):
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P1] == [bottom]
    assert (top in st.hand[P1]) == to_hand and (top in st.trash[P1]) != to_hand


def test_trash_life_top_or_bottom():
    s = scenario()
    top, bottom = s.p1.life(vanilla("T"), vanilla("B"))
    game, _c = play_from_hand(s, card_of(ex("trash_life_top_or_bottom")))
    game.apply(Action("accept"))
    game.apply(Action("number", -1, 1))                # the bottom card
    st = game.state
    assert bottom in st.trash[P1] and st.life[P1] == [top] and len(st.hand[P1]) == 1


# -- returning and placing ---------------------------------------------------------------

def test_return_own_character_with_a_cost():
    s = scenario()
    c = s.p1.character(card_of(ex("return_own")))
    big = s.p1.character(vanilla("Big", cost=4))
    s.p1.character(vanilla("Small", cost=2))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert big in st.hand[P1] and len(st.hand[P1]) == 2
    s = scenario()
    c = s.p1.character(card_of(ex("return_own")))
    s.p1.character(vanilla("Small", cost=2))
    s.p2.character(vanilla("Theirs", cost=5))            # the opponent's: no cost of ours
    assert Action("activate", c, 0) not in opts(s.build())


@pytest.mark.parametrize("name", ["return_this", "bottom_this"])
def test_this_character_leaves(name):
    s = scenario()
    c = s.p1.character(card_of(ex(name)))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    if name == "return_this":
        assert c in st.hand[P1] and len(st.hand[P1]) == 2
    else:
        assert st.deck[P1][0] == c and len(st.hand[P1]) == 1


def test_trash_to_deck_bottom():
    s = scenario()
    c = s.p1.character(card_of(ex("trash_to_bottom")))
    a, b, d = s.p1.trash(vanilla("A", types=("Navy HQ",)), vanilla("B", types=("Navy",)),
                         vanilla("D", types=("Pirates",)))
    game = s.build()
    game.apply(Action("activate", c, 0))
    # both must go, in the order their owner chooses them (CR 3-1-7)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, done=False)
    game.apply(Action("select", b))
    st = game.state
    assert st.deck[P1][:2] == [a, b] and st.trash[P1] == [d]
    s = scenario()
    c = s.p1.character(card_of(ex("trash_to_bottom")))
    s.p1.trash(vanilla("A", types=("Navy",)), vanilla("D", types=("Pirates",)))
    assert Action("activate", c, 0) not in opts(s.build())   # 1 of 2: not in full


def test_trash_from_the_top_of_the_deck():
    s = scenario()
    s.p1.deck(*[vanilla("X")] * 3)
    game, _c = play_from_hand(s, card_of(ex("trash_deck_top")))
    game.apply(Action("accept"))
    st = game.state
    assert len(st.trash[P1]) == 2 and len(st.deck[P1]) == 0 and len(st.hand[P1]) == 1
    s = scenario()
    s.p1.deck(vanilla("X"))
    game, _c = play_from_hand(s, card_of(ex("trash_deck_top")))
    expect_decision(game, P1, "main")
    assert game.state.trash[P1] == []


@pytest.mark.parametrize("name,left", [("leader_minus", 2000), ("active_leader_minus", 3000)])
def test_give_your_active_leader_minus_power(name, left):
    s = scenario()
    game, _c = play_from_hand(s, card_of(ex(name)))
    game.apply(Action("accept"))
    st = game.state
    assert power(st, st.leaders[P1]) == left and len(st.hand[P1]) == 1
    s = scenario()
    s.p1.leader_id = None
    s.p1.leader(vanilla("Tired", category="Leader", power=5000), rested=True)
    game, _c = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "main")
    assert power(game.state, game.state.leaders[P1]) == 5000


def test_reveal_events_from_hand():
    s = scenario()
    e1, e2 = s.p1.hand(vanilla("E1", category="Event"), vanilla("E2", category="Event"))
    game, _c = play_from_hand(s, card_of(ex("reveal")))
    game.apply(Action("accept"))
    st = game.state
    assert e1 in st.hand[P1] and e2 in st.hand[P1] and len(st.hand[P1]) == 3
    s = scenario()
    s.p1.hand(vanilla("E1", category="Event"), vanilla("C"))
    game, _c = play_from_hand(s, card_of(ex("reveal")))
    _declined_unpaid(game)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 2


def test_don_minus_with_a_comma_then_trash():
    s = scenario()
    (a,) = s.p1.hand(vanilla("A"))
    game, _c = play_from_hand(s, card_of(ex("don_minus_comma")), rested=0)
    game.apply(Action("accept"))
    st = game.state
    assert st.don_deck[P1] == 10 and a in st.trash[P1] and len(st.hand[P1]) == 1


def test_trash_own_typed_character_other_than_this():
    s = scenario()
    c = s.p1.character(card_of(ex("trash_own_field"), types=("Navy",)))
    navy = s.p1.character(vanilla("Navy", types=("Navy",)))
    s.p1.character(vanilla("Pirate", types=("Pirates",)))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert navy in st.trash[P1] and c in st.chars[P1] and len(st.hand[P1]) == 1
    s = scenario()
    c = s.p1.character(card_of(ex("trash_own_field"), types=("Navy",)))  # itself: no
    assert Action("activate", c, 0) not in opts(s.build())


def test_place_own_stage_at_the_bottom_of_your_deck():
    s = scenario()
    c = s.p1.character(card_of(ex("bottom_own_field")))
    stage = s.p1.stage(vanilla("Ship", category="Stage"))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.deck[P1][0] == stage and st.stage[P1] == [] and len(st.hand[P1]) == 1
    s = scenario()
    c = s.p1.character(card_of(ex("bottom_own_field")))
    s.p2.stage(vanilla("Their ship", category="Stage"))
    assert Action("activate", c, 0) not in opts(s.build())


@pytest.mark.parametrize("name,count", [("hand_to_bottom", 1), ("hand_to_bottom_many", 2)])
def test_hand_cards_to_the_bottom_of_the_deck(name, count):
    s = scenario()
    a, b, d = s.p1.hand(vanilla("A"), vanilla("B"), vanilla("D"))
    game, _c = play_from_hand(s, card_of(ex(name)))
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, d, done=False)
    game.apply(Action("select", b))
    if count == 2:
        assert opts(game) == selects(a, d, done=False)
        game.apply(Action("select", d))
    st = game.state
    assert b in st.deck[P1][:count] and len(st.hand[P1]) == 3 - count + 2
    s = scenario()
    s.p1.hand(*[vanilla("A")] * (count - 1))
    game, _c = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "main")                 # too few cards: not offered
    assert len(game.state.hand[P1]) == count - 1


def test_one_trash_card_to_the_bottom():
    s = scenario()
    ev, ch = s.p1.trash(vanilla("Ev", category="Event"), vanilla("Ch"))
    game, _c = play_from_hand(s, card_of(ex("trash_to_bottom_one")))
    game.apply(Action("accept"))
    st = game.state
    assert st.deck[P1][0] == ev and st.trash[P1] == [ch] and len(st.hand[P1]) == 1


def test_this_card_cannot_pay_two_parts_of_a_cost():
    line = ("[Activate: Main] You may rest this Character and 1 of your {Navy} type "
            "Characters: Draw 1 card.")
    card = card_of(line, types=("Navy",))
    s = scenario()
    c = s.p1.character(card)
    assert Action("activate", c, 0) not in opts(s.build())   # only itself is {Navy}
    s = scenario()
    c = s.p1.character(card)
    navy = s.p1.character(vanilla("Navy", types=("Navy",)))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.rested[c] and st.rested[navy] and len(st.hand[P1]) == 1


def test_a_cost_that_cannot_be_paid_in_full_stops_the_effect():
    # both parts want the one card of the hand: once the first has it, the
    # second cannot be paid and the effect does not resolve (CR 8-3-1-3)
    line = ("[On Play] You may trash 1 card from your hand and place 1 card from your hand at "
            "the bottom of your deck: Draw 2 cards.")
    s = scenario()
    (a,) = s.p1.hand(vanilla("A"))
    game, _c = play_from_hand(s, card_of(line))
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    st = game.state
    assert a in st.trash[P1] and st.hand[P1] == []


def _colored(name: str, color: str, types=()):
    card = vanilla(name, types=types)
    card.colors = (color,)
    return card


def test_a_colored_card_from_hand():
    s = scenario()
    green, red = s.p1.hand(_colored("G", "Green", ("Navy",)), _colored("R", "Red", ("Navy",)))
    game, _c = play_from_hand(s, card_of(ex("trash_colored")))
    game.apply(Action("accept"))
    st = game.state
    assert green in st.trash[P1] and red in st.hand[P1]
    s = scenario()
    s.p1.hand(_colored("G", "Green"), _colored("R", "Red", ("Navy",)))    # no green {Navy}
    game, _c = play_from_hand(s, card_of(ex("trash_colored")))
    _declined_unpaid(game)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 2


def test_a_colored_character_of_yours():
    s = scenario()
    c = s.p1.character(card_of(ex("trash_colored_field")))     # red: not a choice
    blue = s.p1.character(_colored("B", "Blue"))
    purple = s.p1.character(_colored("P", "Purple"))
    game = s.build()
    game.apply(Action("activate", c, 0))
    assert opts(game) == selects(blue, purple, done=False)
    game.apply(Action("select", purple))
    st = game.state
    assert purple in st.trash[P1] and blue in st.chars[P1] and len(st.hand[P1]) == 1


def test_a_hand_card_to_the_top_of_the_deck():
    s = scenario()
    (a,) = s.p1.hand(vanilla("A"))
    game, _c = play_from_hand(s, card_of(ex("hand_to_top")))
    game.apply(Action("accept"))
    st = game.state
    # placed on top, then drawn again by the effect
    assert st.hand[P1] == [a]
    s = scenario()
    game, _c = play_from_hand(s, card_of(ex("hand_to_top")))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


def test_a_cost_on_any_players_card():
    s = scenario()
    c = s.p1.character(card_of(ex("any_stage_bottom")))
    mine = s.p1.stage(vanilla("Mine", category="Stage", cost=2))
    theirs = s.p2.stage(vanilla("Theirs", category="Stage", cost=2))
    game = s.build()
    game.apply(Action("activate", c, 0))
    assert opts(game) == selects(mine, theirs, done=False)
    game.apply(Action("select", theirs))
    st = game.state
    assert st.deck[1][0] == theirs and st.stage[P1] == [mine] and len(st.hand[P1]) == 1
    s = scenario()
    c = s.p1.character(card_of(ex("any_stage_bottom")))
    s.p2.stage(vanilla("Big", category="Stage", cost=3))
    assert Action("activate", c, 0) not in opts(s.build())


def test_a_named_card_from_hand():
    s = scenario()
    tashigi, other = s.p1.hand(vanilla("Tashigi"), vanilla("Smoker"))
    game, _c = play_from_hand(s, card_of(ex("trash_named")))
    game.apply(Action("accept"))
    st = game.state
    assert tashigi in st.trash[P1] and other in st.hand[P1] and len(st.hand[P1]) == 3
    s = scenario()
    s.p1.hand(vanilla("Smoker"))
    game, _c = play_from_hand(s, card_of(ex("trash_named")))
    _declined_unpaid(game)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


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
    answer(game, "arrange", next(a for a in opts(game) if a.kind == "place_bottom"))
    expect_decision(game, P1, "main")
    assert st.life[P2][0] == foe and st.face_up[foe]


def test_without_the_named_card_the_cost_cannot_be_paid():
    s = scenario()
    s.p1.hand(vanilla("Other"))
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, _c = play_from_hand(s, card_of(ex("play_named_cost")))
    _declined_unpaid(game)
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


# -- costs: "You can trash ...", "You may return 1 Character to your hand" -----------------

def test_you_can_trash_a_typed_card_from_your_hand():
    s = scenario()
    c = s.p1.character(card_of(ex("you_can_trash")))
    navy, pirate = s.p1.hand(vanilla("Navy", types=("Navy",)), vanilla("Pirate"))
    s.p1.don(rested=2)
    game = s.build()
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    st = game.state
    assert navy in st.trash[P1] and pirate in st.hand[P1] and st.don_active[P1] == 2
    assert Action("activate", c, 0) not in opts(game)         # once per turn


def test_you_can_trash_cannot_be_paid_without_the_type():
    s = scenario()
    c = s.p1.character(card_of(ex("you_can_trash")))
    s.p1.hand(vanilla("Pirate"))
    s.p1.don(rested=2)
    assert Action("activate", c, 0) not in opts(s.build())


@pytest.mark.parametrize("accept", [True, False])
def test_return_one_of_your_characters_to_your_hand_as_a_cost(accept):
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    theirs = s.p2.character(vanilla("Theirs"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    game, me = play_from_hand(s, card_of(ex("return_own_character")))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    st = game.state
    if accept:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(mine, me, done=False)    # only your own Characters
        game.apply(Action("select", mine))
    expect_decision(game, P1, "main")
    assert (mine in st.hand[P1]) == accept and len(st.hand[P1]) == (3 if accept else 0)
    assert theirs in st.chars[P2]


# -- the ① symbol with its reminder text ---------------------------------------------------

@pytest.mark.parametrize("active, usable", [(2, True), (1, False)])
def test_rest_don_symbol_with_its_reminder_text(active, usable):
    assert read(ex("rest_don_reminder")).cost == (L.RestDon(2), L.RestThis())
    s = scenario()
    c = s.p1.character(card_of(ex("rest_don_reminder")))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    s.p1.don(active=active)
    game = s.build()
    assert (Action("activate", c, 0) in opts(game)) == usable
    if usable:
        game.apply(Action("activate", c, 0))
        st = game.state
        assert st.rested[c] and st.don_active[P1] == 0 and len(st.hand[P1]) == 1


# -- "you may trash 1 card from your hand. If you do, ..." -------------------------------

def _may_trash_game():
    s = scenario()
    kept = s.p1.hand(vanilla("Kept"))[0]
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("may_trash_if_you_do"), category="Event"),
                               rested=2)
    return game, kept


def test_trashing_the_card_sets_the_don_active():
    game, kept = _may_trash_game()
    expect_decision(game, P1, "confirm")                 # "you may": it can be declined
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    assert Action("select", kept) in opts(game)
    assert Action("select_done") not in opts(game)        # accepted: 1 card, not none
    game.apply(Action("select", kept))
    answer(game, "choose_number", max(opts(game), key=lambda a: a.target), P1)  # DON!! set active
    expect_decision(game, P1, "main")
    st = game.state
    assert kept in st.trash[P1] and st.don_active[P1] == 2 and st.don_rested[P1] == 1


def test_declining_the_trash_sets_no_don_active():
    game, kept = _may_trash_game()
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert kept in st.hand[P1] and st.don_active[P1] == 0


# -- "You may return N cards from your trash to the bottom of your deck in any order:" ------

def test_the_cost_returns_the_trash_cards_to_the_bottom():
    s = scenario()
    me = s.p1.character(card_of(ex("return_trash_to_bottom_cost")))
    a, b, c = s.p1.trash(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")               # chosen one by one: that is their order (CR 3-1-7)
    st = game.state
    assert set(st.deck[P1][:2]) == {a, b} and st.trash[P1] == [c] and len(st.hand[P1]) == 1


def test_the_cost_cannot_be_paid_with_too_few_cards_in_the_trash():
    s = scenario()
    me = s.p1.character(card_of(ex("return_trash_to_bottom_cost")))
    s.p1.trash(vanilla("A"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


# -- "DON!! −N, you may trash 1 card from your hand:" -----------------------------------------

def _don_minus_game(don: int):
    s = scenario()
    s.p1.hand(vanilla("Fodder"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    return play_from_hand(s, card_of(ex("don_minus_comma_you_may")), cost=don)


def test_both_costs_paid_draws():
    game, _me = _don_minus_game(2)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                    # "you may": use it
    expect(game, "return_don", P1)                  # which 2 DON!! return
    game.apply(min(opts(game), key=repr))
    expect_decision(game, P1, "main")               # the only hand card trashed by itself
    st = game.state
    assert st.don_deck[P1] == 10 and len(st.trash[P1]) == 1 and len(st.hand[P1]) == 2


def test_not_enough_don_no_draw():
    game, _me = _don_minus_game(1)
    expect_decision(game, P1, "main")           # DON!! −2 with 1 DON!!: not even offered
    st = game.state
    assert len(st.hand[P1]) == 1 and not st.trash[P1]
