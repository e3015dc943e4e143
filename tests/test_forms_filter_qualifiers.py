"""The card-text compiler, filters: the qualifiers of a card description
that read what a card has or lacks ("without an [On Play] effect", "without a
Counter", "with different card names and ..."), two costs ("with a cost of 3
or 4") and the counts a cost is compared with ("equal to or less than your
number of Life cards").

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, opts, read, scenario, vanilla

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.testing import expect_decision

# (category, sentence): one example per wording at least; the behaviour
# tests below play them
EXAMPLES = {
    "cost_from_up_to_a_count": ("Event", (
        "[Main] Play up to 1 Character card with a cost of 2 or more that is equal to or less "
        "than the number of DON!! cards on your field from your hand.")),
    "cost_up_to_your_life": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost equal to or less than "
        "your number of Life cards.")),
    "cost_up_to_opponents_don": ("Event", (
        "[Main] Play up to 1 Character card with a cost equal to or less than the number of "
        "DON!! cards on your opponent's field from your hand.")),
    "different_names_and_power": ("Event", (
        "[Main] Play up to 2 {Test Crew} type Character cards with different card names and "
        "3000 power or less from your trash.")),
    "without_a_counter": ("Event", (
        "[Main] Play up to 1 Character card without a Counter from your hand.")),
    "cost_of_two_numbers": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 3 or 4.")),
    "without_timing_effect": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters without a [When Attacking] effect.")),
    "without_timing_effect_and_with": ("Event", (
        "[Main] Up to 1 of your Characters without an [On Play] effect and with a cost of 3 "
        "or less gains [Rush] during this turn.")),
}


def test_without_a_timing_effect_is_a_card_with_no_ability_of_that_timing():
    assert read(EXAMPLES["without_timing_effect_and_with"][1], "Event").steps[0].target == \
        L.Choose(L.Cards(cost_max=3, without_timing="On Play"))
    attacking = card_of("[When Attacking] Draw 1 card.", number="TEST-002")
    on_play = card_of("[On Play] Draw 1 card.", number="TEST-003")
    s = scenario()
    [event] = s.p1.hand(card_of(EXAMPLES["without_timing_effect"][1], category="Event",
                                cost=0))
    a, b, c = s.p2.character(attacking), s.p2.character(on_play), s.p2.character(vanilla())
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, P1, "select")
    assert {x.card for x in opts(game) if x.kind == "select"} == {b, c}
    game.apply(Action("select", b))
    assert b in game.state.trash[P2] and a in game.state.chars[P2]


def test_a_cost_of_two_numbers_is_either():
    assert read(EXAMPLES["cost_of_two_numbers"][1], "Event").steps[0].target == \
        L.Choose(L.Cards(L.OPPONENT, cost_min=3, cost_max=4))
    # two numbers apart are not this wording: 3 or 5 does not render back (so
    # such a card would not compile as 3 to 5)
    line = "[Main] K.O. up to 1 of your opponent's Characters with a cost of 3 or 5."
    assert W.render_line(W.read_line(line, Ctx("Event")), Ctx("Event")) != line


def test_without_a_counter_is_no_printed_counter():
    s = scenario()
    [event, bare, printed] = s.p1.hand(
        card_of(EXAMPLES["without_a_counter"][1], category="Event", cost=0),
        vanilla("Bare"), vanilla("Printed", counter=1000))
    game = s.build()
    game.apply(Action("play", event))
    expect_decision(game, P1, "select")
    assert {x.card for x in opts(game) if x.kind == "select"} == {bare}


def test_different_card_names_before_another_qualifier():
    step = read(EXAMPLES["different_names_and_power"][1], "Event").steps[0]
    assert step.target == L.Choose(L.Cards(L.YOU, L.TRASH, types=("Test Crew",), power_max=3000),
                                   L.up_to(2), each=True)


def test_costs_up_to_your_life_or_the_opponents_don():
    assert read(EXAMPLES["cost_up_to_your_life"][1], "Event").steps[0].target == \
        L.Choose(L.Cards(L.OPPONENT, cost_max_count=L.YOUR_LIFE))
    assert read(EXAMPLES["cost_up_to_opponents_don"][1], "Event").steps[0].target == \
        L.Choose(L.Cards(L.YOU, L.HAND, cost_max_count=L.OPPONENTS_DON))


def test_a_cost_from_a_number_up_to_a_count():
    assert read(EXAMPLES["cost_from_up_to_a_count"][1], "Event").steps[0].target.cards == \
        L.Cards(L.YOU, L.HAND, cost_min=2, cost_max_count=L.DON_ON_FIELD)
