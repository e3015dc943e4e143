"""The card-text compiler, filters: how cards are described (names, types,
attributes, colors, categories, cost and power bounds, DON!! given,
"other than [Name]") on the field and outside it.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _strong
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
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import CATEGORY_BY_NAME, CHARACTER
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.phrasing import wording
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import cost, power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "base_power_of_exactly": ("Character", (
        "[On K.O.] K.O. up to 1 of your opponent's Characters with a base power of 0.")),
    "includes_and_power": ("Event", (
        "[Main] Play up to 2 Character cards with a type including \"Test\" and 6000 power "
        "from your hand.")),
    "other_than_this_card": ("Character", (
        "[On Play] If you have a {Test Crew} type Character other than this card, draw 1 "
        "card.")),
    "give_power_to": ("Event", (
        "[Main] Give −2000 power during this turn to up to 1 of your opponent's Characters with "
        "a DON!! card given.")),
    "that_has_don_given": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters that has 2 or more DON!! cards "
        "given.")),
    "other_color": ("Leader", (
        "[Activate: Main] [Once Per Turn] Return 1 of your Characters to the owner's hand. "
        "Then, play up to 1 Character with a cost of 3 or less from your hand that is a "
        "different color than the returned Character.")),
    "or_characters_with_trigger": ("Leader", (
        "[Activate: Main] [Once Per Turn] Up to 2 of your {Test Crew} type Characters or "
        "Characters with a [Trigger] gain +1000 power during this turn.")),
    "type_other_than_and_cost": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck and play up to 1 Character card "
        "with a type including \"Test\" other than [Test Hero] and a cost of 3 or less. Then, "
        "trash the rest.")),
    "trigger_other_than": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less and a [Trigger] other "
        "than [Test Hero] from your trash.")),
    "either_name_or_attribute": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 4 or less that is either "
        "[Test Hero] or has the <Slash> attribute from your hand.")),
    # -- card-description qualifiers
    "cost_up_to_opponents_life": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than "
        "the number of your opponent's Life cards.")),
    "cost_up_to_total_life": ("Character", (
        "[On Play] Rest up to 1 of your opponent's Characters with a cost equal to or less than "
        "the total of your and your opponent's Life cards.")),
    "short_noun_trash": ("Character", (
        "[On Play] Add up to 1 blue Event with a cost of 2 or less from your trash to your "
        "hand.")),
    "short_noun_search": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 green Event and "
        "add it to your hand. Then, place the rest at the bottom of your deck in any order.")),
    "short_noun_play": ("Character", (
        "[On Play] Play up to 1 red Character other than [Test Hero] with a cost of 2 from "
        "your hand.")),
    "name_in_hand": ("Character", "[On Play] Play up to 1 [Test Stage] from your hand."),
    "name_card_in_trash": ("Character", (
        "[On Play] Play up to 1 [Test Hero] card with a cost of 3 or less from your trash.")),
    "attack_active_opponents_step": ("Character", (
        "[Activate: Main] [Once Per Turn] This Character can also attack your opponent's "
        "active Characters during this turn.")),
    "your_leader_chosen": ("Character", (
        "[On Play] Up to 1 of your Leader gains +1000 power during this turn.")),
    "base_power_of": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a base power of 4000 or "
        "less.")),
    "name_or_type": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 [Test Hero] or "
        "{Navy} type card other than [Test Rival] and add it to your hand. Then, place the "
        "rest at the bottom of your deck in any order.")),
    "type_or_name": ("Character", (
        "[On Play] Play up to 1 {Navy} type Character card or [Test Hero] with a cost of 3 or "
        "less from your hand.")),
    "power_exact": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with 3000 power.")),
    "attribute": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's ＜Strike＞ attribute Characters with a cost "
        "of 4 or less.")),
    "base_power_max": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with 4000 base power or less.")),
    "base_power_exact": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with 5000 base power.")),
    "base_cost_max": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a base cost of 2 or less.")),
    "base_cost_min": ("Character", (
        "[On Play] Rest up to 1 of your opponent's Characters with a base cost of 3 or more.")),
    "color": ("Character", (
        "[On Play] Play up to 1 red Character card with a cost of 2 or less from your hand.")),
    "colors_other_than_first": ("Character", (
        "[On Play] Play up to 1 green or blue {Navy} type Character card other than [Test "
        "Hero] with a cost of 3 or less from your hand.")),
    "trigger": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less and a [Trigger] from "
        "your hand.")),
    "no_base_effect": ("Character", (
        "[On Play] Play up to 1 Character card with 3000 power or less and no base effect "
        "from your hand.")),
    "cost_up_to_don": ("Character", (
        "[On Play] Play up to 1 Character card with a cost equal to or less than the number "
        "of DON!! cards on your field from your hand.")),
    "type_including_and_cost": ("Character", (
        "[On Play] Play up to 1 Character card with a type including \"Navy\" and a cost of 3 "
        "or less from your hand.")),
    "cost_and_type_including": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less and a type including "
        "\"Navy\" from your hand.")),
    "a_power_of": ("Character", (
        "[On Play] Play up to 1 Character card with a power of 3000 or less from your hand.")),
    "rested_type_first": ("Character", (
        "[On Play] Set up to 1 of your rested {Navy} type Characters with a cost of 4 or less as "
        "active.")),
    "set_active_character_cards": ("Character", (
        "[On Play] Set up to 1 of your {Navy} type Character cards with a cost of 4 or less as "
        "active.")),
    "set_active_named": ("Character", (
        "[On Play] Set up to 2 of your [Test Hero] Characters as active.")),
    "of_your_trash": ("Character", (
        "[On Play] Add up to 1 of your Character cards with a cost of 3 or less from your "
        "trash to your hand.")),
    "number_first_power": ("Character", (
        "[On Play] If your opponent has a Character with 6000 or more power, draw 1 card.")),
    "or_your_opponents_stages": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less or your "
        "opponent's Stages with a cost of 2 or less.")),
    "type_or_attribute": ("Character", (
        "[On Play] Play up to 1 {Navy} type or <Slash> attribute Character card with a cost of "
        "4 or less other than [Test Hero] from your hand rested.")),
    "all_named_and_named": ("Character", (
        "[On Play] Return all of your [Test Hero] and [Test Rival] Characters to the owner's "
        "hand.")),
    "all_named_and_typed": ("Character", (
        "[On Play] All of your [Test Hero] and {Test Crew} type Characters gain +1000 power "
        "during this turn.")),
    "cost_and_power": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or more and 5000 "
        "power or more.")),
    "power_and_the_type": ("Character", (
        "[On Play] Play up to 1 Character card with 3000 power or less and the {Test Crew} type "
        "from your hand.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "typed_leader_static": ("Stage", "[Your Turn] Your {Navy} type Leader gains +1000 power."),
    "named_and_named_static": ("Leader", (
        "[Your Turn] All of your [Test Hero] and [Test Rival] cards gain +2000 power.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    play = read(ex("trigger_other_than")).steps[0]
    assert play.target.cards.has_trigger and play.target.cards.exclude_names == ("Test Hero",)
    c = read(ex("colors_other_than_first")).steps[0].target.cards
    assert c.colors == ("Green", "Blue") and c.exclude_names == ("Test Hero",)
    assert c.cost_max == 3 and c.area == L.HAND
    chosen = read(ex("set_active_character_cards")).steps[0].target
    assert chosen.cards.categories == (L.CHARACTER,) and chosen.cards.area == L.FIELD


# -- "with a DON!! card given", "that has 2 or more DON!! cards given" ---------------------

def test_only_a_character_with_a_don_given_loses_power():
    s = scenario()
    given = s.p2.character(vanilla("Given", power=5000), don=1)
    bare = s.p2.character(vanilla("Bare", power=5000))
    game, _c = play_from_hand(s, card_of(ex("give_power_to"), category="Event"))
    st = game.state
    expect_decision(game, P1, "select")
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
    expect_decision(game, P1, "select")
    assert opts(game) == selects(two)
    game.apply(Action("select", two))
    expect_decision(game, P1, "main")
    assert two in st.trash[P2] and one in st.chars[P2]


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


# -- "a cost of 3 or less and a [Trigger] other than [Name]" -----------------------------------

def test_only_a_trigger_card_not_so_named_is_played_from_the_trash():
    s = scenario()
    good = card_of("[Trigger] Draw 1 card.", name="Good", number="T-GOOD", cost=3, power=1000)
    named = card_of("[Trigger] Draw 1 card.", name="Test Hero", number="T-HERO", cost=3,
                    power=1000)
    good.has_trigger = named.has_trigger = True          # as the card database says
    ok, hero, plain = s.p1.trash(good, named, vanilla("Plain", cost=3))
    game, _me = play_from_hand(s, card_of(ex("trigger_other_than")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    game.apply(Action("select", ok))
    expect_decision(game, P1, "main")
    st = game.state
    assert ok in st.chars[P1] and hero in st.trash[P1] and plain in st.trash[P1]


# -- "that is either [Name] or has the <Attr> attribute" -----------------------------------

def test_play_either_the_name_or_the_attribute():
    s = scenario()
    hero, swords, _plain, _big = s.p1.hand(
        custom_card("C-H", "Test Hero", cost=3),
        CardDef("C-S", "Swordsman", CHARACTER, cost=2, power=2000, attributes=("Slash",)),
        vanilla("Plain", cost=2),
        CardDef("C-B", "Big Swordsman", CHARACTER, cost=5, power=6000, attributes=("Slash",)))
    game, _me = play_from_hand(s, card_of(ex("either_name_or_attribute"), name="Player"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, swords)
    game.apply(Action("select", swords))
    assert swords in game.state.chars[P1]


# -- qualifiers ------------------------------------------------------------------------------

def test_base_power_ignores_power_changes():
    s = scenario()
    boosted = s.p2.character(card_of("This Character gains +3000 power.", name="Boosted",
                                     power=3000))
    big = s.p2.character(vanilla("Big", power=5000))
    small = s.p2.character(vanilla("Small", power=4000))
    game, _me = play_from_hand(s, card_of(ex("base_power_max")))
    assert power(game.state, boosted) == 6000
    expect_decision(game, P1, "select")
    assert opts(game) == selects(boosted, small)
    assert big not in {a.card for a in opts(game)}


def test_base_power_exact_and_base_cost():
    s = scenario()
    five = s.p2.character(vanilla("Five", power=5000, cost=3))
    six = s.p2.character(vanilla("Six", power=6000, cost=2))
    game, _me = play_from_hand(s, card_of(ex("base_power_exact")))
    assert opts(game) == selects(five)
    s = scenario()
    five = s.p2.character(vanilla("Five", power=5000, cost=3))
    six = s.p2.character(vanilla("Six", power=6000, cost=2))
    game, _me = play_from_hand(s, card_of(ex("base_cost_max")))
    assert opts(game) == selects(six)
    s = scenario()
    five = s.p2.character(vanilla("Five", power=5000, cost=3))
    s.p2.character(vanilla("Six", power=6000, cost=2))
    game, _me = play_from_hand(s, card_of(ex("base_cost_min")))
    assert opts(game) == selects(five)


def _hand_card(name, colors=("Red",), cost=1, power=1000, types=(), trigger=False, text=()):
    d = custom_card(f"H-{name}", name, "Character", *[read(t) for t in text], cost=cost,
                    power=power, colors=colors, types=types)
    d.has_trigger = trigger
    return d


@pytest.mark.parametrize("line, cards, allowed", [
    (ex("color"), {"red": {"colors": ("Red",), "cost": 2}, "green": {"colors": ("Green",)},
                   "dear": {"colors": ("Red",), "cost": 3}}, {"red"}),
    (ex("colors_other_than_first"),
     {"ok": {"colors": ("Blue",), "types": ("Navy",), "cost": 3},
      "Test Hero": {"colors": ("Green",), "types": ("Navy",)},
      "red": {"colors": ("Red",), "types": ("Navy",)},
      "pirate": {"colors": ("Green",), "types": ("Pirate",)}}, {"ok"}),
    (ex("trigger"), {"ok": {"trigger": True, "cost": 3}, "plain": {"cost": 3},
                     "dear": {"trigger": True, "cost": 4}}, {"ok"}),
    (ex("no_base_effect"), {"ok": {"power": 3000},
                            "text": {"text": ("[On Play] Draw 1 card.",)},
                            "trigger": {"trigger": True},
                            "big": {"power": 4000}}, {"ok"}),
    (ex("type_including_and_cost"), {"ok": {"types": ("Navy HQ",), "cost": 3},
                                     "dear": {"types": ("Navy",), "cost": 4},
                                     "pirate": {"types": ("Pirate",)}}, {"ok"}),
    (ex("a_power_of"), {"ok": {"power": 3000}, "big": {"power": 4000}}, {"ok"}),
    (ex("cost_and_type_including"), {"ok": {"types": ("Navy HQ",), "cost": 3},
                                     "dear": {"types": ("Navy",), "cost": 4},
                                     "pirate": {"types": ("Pirate",)}}, {"ok"}),
])
def test_hand_descriptions(line, cards, allowed):
    s = scenario()
    ids = dict(zip(cards, s.p1.hand(*[_hand_card(n, **kw) for n, kw in cards.items()])))
    game, _me = play_from_hand(s, card_of(line))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*(ids[n] for n in allowed))


@pytest.mark.parametrize("don, allowed", [(3, {"two", "three"}), (2, {"two"})])
def test_cost_up_to_the_don_on_your_field(don, allowed):
    s = scenario()
    ids = dict(zip(("two", "three", "four"),
                   s.p1.hand(vanilla("Two", cost=2), vanilla("Three", cost=3),
                             vanilla("Four", cost=4))))
    # the played card costs 1: `don` DON!! stay on the field after paying
    game, _me = play_from_hand(s, card_of(ex("cost_up_to_don")), cost=1, rested=don - 1)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*(ids[n] for n in allowed))


# -- counts and attributes in descriptions -----------------------------------------------------

@pytest.mark.parametrize("life, allowed", [(2, {"two"}), (3, {"two", "three"})])
def test_cost_up_to_the_opponents_life(life, allowed):
    s = scenario()
    ids = {"two": s.p2.character(vanilla("Two", cost=2)),
           "three": s.p2.character(vanilla("Three", cost=3))}
    s.p2.life(*[vanilla()] * life)
    game, _me = play_from_hand(s, card_of(ex("cost_up_to_opponents_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*(ids[n] for n in allowed))


def test_cost_up_to_the_total_life():
    s = scenario()
    ids = {"three": s.p2.character(vanilla("Three", cost=3)),
           "four": s.p2.character(vanilla("Four", cost=4))}
    s.p1.life(vanilla(), vanilla())
    s.p2.life(vanilla())
    game, _me = play_from_hand(s, card_of(ex("cost_up_to_total_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ids["three"])


def test_attribute_description():
    s = scenario()
    striker = s.p2.character(_strong("Striker", "Strike"))
    s.p2.character(_strong("Slasher", "Slash"))
    game, _me = play_from_hand(s, card_of(ex("attribute")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(striker)


# -- "Event" for "Event card" outside the field -------------------------------------------------

def _event(name, colors=("Blue",), cost=1):
    return custom_card(f"E-{name}", name, "Event", cost=cost, colors=colors)


def test_short_noun_from_the_trash():
    s = scenario()
    ok, _dear, _red, _char = s.p1.trash(_event("Ok", cost=2), _event("Dear", cost=3),
                                        _event("Red", ("Red",)), _hand_card("Blue Char", ("Blue",)))
    game, _me = play_from_hand(s, card_of(ex("short_noun_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    assert "short_noun" in wording(read(ex("short_noun_trash")).steps[0].target.cards, "phrasing")


def test_short_noun_in_a_search():
    s = scenario()
    _red, green, _char = s.p1.deck(_event("Red", ("Red",)), _event("Green", ("Green",)),
                                 _hand_card("Green Char", ("Green",)))
    game, _me = play_from_hand(s, card_of(ex("short_noun_search")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(green)


def test_short_noun_play_from_hand():
    s = scenario()
    ok, _hero, _blue = s.p1.hand(_hand_card("Ok", cost=2), _hand_card("Test Hero", cost=2),
                               _hand_card("Blue", ("Blue",), cost=2))
    game, _me = play_from_hand(s, card_of(ex("short_noun_play")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)


# -- names outside the field -------------------------------------------------------------------

def test_a_name_in_the_hand_is_any_card_of_that_name():
    s = scenario()
    stage = s.p1.hand(custom_card("S-T", "Test Stage", "Stage", cost=1))[0]
    s.p1.hand(vanilla("Other"))
    game, _me = play_from_hand(s, card_of(ex("name_in_hand")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(stage)
    game.apply(Action("select", stage))
    assert game.state.stage[P1] == [stage]


def test_a_named_card_in_the_trash_with_a_cost():
    s = scenario()
    ok, _dear, _other = s.p1.trash(vanilla("Test Hero", cost=3), vanilla("Test Hero", cost=4),
                                   vanilla("Other", cost=1))
    game, _me = play_from_hand(s, card_of(ex("name_card_in_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)


def test_attack_active_opponents_step_on_this_character():
    s = scenario()
    me = s.p1.character(card_of(ex("attack_active_opponents_step"), power=3000))
    foe = s.p2.character(vanilla("Foe"))
    game = s.build()
    assert Action("attack", me, foe) not in opts(game)
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")
    assert Action("attack", me, foe) in opts(game)


def test_up_to_one_of_your_leader():
    s = scenario()
    s.p1.character(vanilla("Mine"))
    game, _me = play_from_hand(s, card_of(ex("your_leader_chosen")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id)
    game.apply(Action("select", s.p1.leader_id))
    assert power(game.state, s.p1.leader_id) == 6000


def test_base_power_of_wording_means_base_power():
    part = read(ex("base_power_of"))
    assert part.steps[0].target.cards == L.Cards(L.OPPONENT, base_power_max=4000)
    s = scenario()
    small = s.p2.character(vanilla("Small", power=4000))
    s.p2.character(vanilla("Big", power=5000))
    game, _me = play_from_hand(s, card_of(ex("base_power_of")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)


@pytest.mark.parametrize("types, expected", [(("Navy",), 6000), (("Pirate",), 5000)])
def test_your_typed_leader_gains(types, expected):
    s = scenario(leader1=leader("Typed", types=types))
    s.p1.stage(card_of(ex("typed_leader_static"), category="Stage"))
    game = s.build()
    assert power(game.state, s.p1.leader_id) == expected


# -- "[Name] or {Type} type card" --------------------------------------------------------------

def test_name_or_type_in_a_search():
    s = scenario()
    hero, navy, _rival, _pirate = s.p1.deck(
        vanilla("Test Hero", types=("Pirate",)), vanilla("Navy", types=("Navy",)),
        vanilla("Test Rival", types=("Navy",)), vanilla("Pirate", types=("Pirate",)))
    game, _me = play_from_hand(s, card_of(ex("name_or_type")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, navy)


def test_type_or_name_in_the_hand():
    s = scenario()
    hero, navy, _dear, _pirate = s.p1.hand(
        vanilla("Test Hero", cost=3, types=("Pirate",)), vanilla("Navy", cost=2, types=("Navy",)),
        vanilla("Dear Hero", cost=4, types=("Navy",)), vanilla("Pirate", types=("Pirate",)))
    game, _me = play_from_hand(s, card_of(ex("type_or_name")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, navy)
    assert read(ex("type_or_name")).steps[0].target.cards.or_names == ("Test Hero",)


def test_or_name_without_a_type_is_not_read():
    line = "[On Play] Play up to 1 Character card or [Test Hero] from your hand."
    with pytest.raises(W.Unreadable):
        W.read_line(line, Ctx("Character"))


def test_exact_power():
    s = scenario()
    three = s.p2.character(vanilla("Three", power=3000))
    s.p2.character(vanilla("Two", power=2000))
    s.p2.character(vanilla("Four", power=4000))
    game, _me = play_from_hand(s, card_of(ex("power_exact")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(three)


# -- Character cards on the field; "N or more power" ------------------------------------

def test_set_up_to_1_of_your_character_cards_as_active():
    s = scenario()
    navy = s.p1.character(vanilla("Navy", cost=4, types=("Navy",)), rested=True)
    big = s.p1.character(vanilla("Big Navy", cost=5, types=("Navy",)), rested=True)
    other = s.p1.character(vanilla("Pirate", cost=2), rested=True)
    game, _ = play_from_hand(s, card_of(ex("set_active_character_cards")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)
    game.apply(Action("select", navy))
    st = game.state
    assert not st.rested[navy] and st.rested[big] and st.rested[other]


def test_set_named_characters_as_active():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero"), rested=True)
    _other = s.p1.character(vanilla("Test Rival"), rested=True)
    game, _ = play_from_hand(s, card_of(ex("set_active_named")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero)


def test_add_up_to_1_of_your_character_cards_from_your_trash():
    s = scenario()
    cheap, dear = s.p1.trash(vanilla("Cheap", cost=3), vanilla("Dear", cost=4))
    event = s.p1.trash(vanilla("Event", cost=1, category="Event"))[0]
    s.p2.trash(vanilla("Theirs", cost=1))
    game, _ = play_from_hand(s, card_of(ex("of_your_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    st = game.state
    assert st.hand[P1] == [cheap] and dear in st.trash[P1] and event in st.trash[P1]


@pytest.mark.parametrize("foe_power, drawn", [(6000, 1), (5000, 0)])
def test_or_more_power_written_number_first(foe_power, drawn):
    s = scenario()
    s.p2.character(vanilla("Foe", power=foe_power))
    s.p1.deck(vanilla("D"), vanilla("E"))
    game, _ = play_from_hand(s, card_of(ex("number_first_power")))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == drawn


# -- "... Characters with ... or your opponent's Stages with ..." ---------------------------

@pytest.mark.parametrize("with_character", [True, False])
def test_one_choice_among_characters_or_stages(with_character):
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=1)) if with_character else None
    dear = s.p2.character(vanilla("Dear", cost=2))
    stage = s.p2.stage(vanilla("Stage", cost=2, category="Stage"))
    game, _ = play_from_hand(s, card_of(ex("or_your_opponents_stages"), category="Event",
                                        cost=0), cost=0)
    expect_decision(game, P1, "select")
    assert opts(game) == (selects(cheap, stage) if with_character else selects(stage))
    game.apply(Action("select", stage))
    expect_decision(game, P1, "main")                      # one card only
    st = game.state
    assert stage in st.trash[P2] and dear in st.chars[P2]
    assert cheap is None or cheap in st.chars[P2]


# -- "{X} type or <Y> attribute Character card" ------------------------------------------------

def _slasher(name: str, cost: int) -> CardDef:
    return CardDef(f"V-{name}", name, CATEGORY_BY_NAME["Character"], colors=("Red",), cost=cost,
                   power=1000, attributes=("Slash",))


def test_play_a_card_of_the_type_or_of_the_attribute():
    s = scenario()
    navy, slash, _dear_slash, _hero, _plain = s.p1.hand(
        vanilla("Navy", cost=4, types=("Navy",)), _slasher("Slasher", 3),
        _slasher("Dear Slasher", 5), vanilla("Test Hero", cost=2, types=("Navy",)),
        vanilla("Plain", cost=1))
    game, _ = play_from_hand(s, card_of(ex("type_or_attribute")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy, slash)
    game.apply(Action("select", slash))
    expect_decision(game, P1, "main")
    st = game.state
    assert slash in st.chars[P1] and st.rested[slash] and navy in st.hand[P1]


# -- "all of your [A] and [B] Characters" -----------------------------------------------------

def test_all_characters_of_either_name_return_to_hand():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero"))
    rival = s.p1.character(vanilla("Test Rival"))
    other = s.p1.character(vanilla("Other"))
    foe = s.p2.character(vanilla("Test Hero"))
    game, me = play_from_hand(s, card_of(ex("all_named_and_named")))
    expect_decision(game, P1, "main")
    st = game.state
    assert hero in st.hand[P1] and rival in st.hand[P1]
    assert other in st.chars[P1] and foe in st.chars[P2] and me in st.chars[P1]


def test_all_cards_of_either_name_gain_power_on_your_turn():
    s = scenario(leader1=card_of(ex("named_and_named_static"), category="Leader",
                                 power=5000, life=5))
    hero = s.p1.character(vanilla("Test Hero", power=3000))
    rival = s.p1.character(vanilla("Test Rival", power=3000))
    other = s.p1.character(vanilla("Other", power=3000))
    game = s.build()
    st = game.state
    assert power(st, hero) == 5000 and power(st, rival) == 5000 and power(st, other) == 3000
    to_p2_main(game)
    assert power(st, hero) == 3000


def test_the_names_and_reading_keeps_both_names():
    target = read(ex("all_named_and_named")).steps[0].target
    assert target.cards.names == ("Test Hero", "Test Rival")


# -- "all of your [A] and {X} type Characters": either the name or the type ---------------

def test_all_characters_of_the_name_or_the_type_gain_power():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero", power=3000))
    crew = s.p1.character(vanilla("Crewmate", power=3000, types=("Test Crew",)))
    other = s.p1.character(vanilla("Other", power=3000))
    foe = s.p2.character(vanilla("Test Hero", power=3000))
    game, me = play_from_hand(s, card_of(ex("all_named_and_typed"), power=2000))
    expect_decision(game, P1, "main")
    st = game.state
    assert power(st, hero) == 4000 and power(st, crew) == 4000
    assert power(st, other) == 3000 and power(st, foe) == 3000 and power(st, me) == 2000
    target = read(ex("all_named_and_typed")).steps[0].target
    assert target.cards.or_names == ("Test Hero",) and target.cards.types == ("Test Crew",)


# -- "with a cost of N or more and M power or more" ----------------------------------------

def test_both_the_cost_and_the_power_must_match():
    s = scenario()
    ok = s.p2.character(vanilla("Ok", cost=2, power=5000))
    s.p2.character(vanilla("Cheap", cost=1, power=6000))
    s.p2.character(vanilla("Weak", cost=3, power=4000))
    game, _me = play_from_hand(s, card_of(ex("cost_and_power")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    cards = read(ex("cost_and_power")).steps[0].target.cards
    assert (cards.cost_min, cards.power_min) == (2, 5000)


# -- "with N power or less and the {X} type" -------------------------------------------------

def test_the_power_and_the_type_must_both_match():
    crew = ("Test Crew",)
    s = scenario()
    ok = s.p1.hand(vanilla("Ok", power=3000, types=crew))[0]
    s.p1.hand(vanilla("Strong", power=4000, types=crew), vanilla("Loner", power=2000))
    game, _me = play_from_hand(s, card_of(ex("power_and_the_type")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    cards = read(ex("power_and_the_type")).steps[0].target.cards
    assert cards.types == crew and cards.power_max == 3000


@pytest.mark.parametrize("first, second", [
    ("K.O. up to 1 of your opponent's Characters with 4000 base power or less.",
     "K.O. up to 1 of your opponent's Characters with a base power of 4000 or less."),
    ("Trash up to 1 Event card from your hand.", "Trash up to 1 Event from your hand."),
])
def test_two_printed_phrasings_of_one_meaning_read_equal_nodes(first, second):
    """Which phrasing a card used is in its wording record (effects.phrasing),
    not its meaning: the nodes compare equal, and each renders back its own text."""
    ctx = Ctx("Character")
    a, b = (W.read_line("[On Play] " + t, ctx) for t in (first, second))
    assert a == b
    assert wording(a.steps[0].target.cards, "phrasing") != wording(b.steps[0].target.cards, "phrasing")
    assert W.render_line(a, ctx) == "[On Play] " + first
    assert W.render_line(b, ctx) == "[On Play] " + second


def test_rested_written_before_the_type():
    s = scenario()
    navy = s.p1.character(vanilla("Navy Man", cost=3, types=("Navy",)), rested=True)
    active = s.p1.character(vanilla("Awake", cost=3, types=("Navy",)))
    s.p1.character(vanilla("Pirate", cost=3, types=("Pirate",)), rested=True)
    game, _me = play_from_hand(s, card_of(ex("rested_type_first")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)             # neither the active one nor other types
    game.apply(Action("select", navy))
    assert not game.state.rested[navy] and not game.state.rested[active]
