"""The card-text compiler, the step forms one by one: every step form of
`wording.STEP_FORMS` and every condition form, each with an example sentence
of our own in the official style.  Each sentence must render back exactly;
the card it makes is then played and the test checks what it does and a
case where it must not apply (a filter excluding a card, a condition that
fails, a duration that ends).

This file holds the examples and checks that every form has one, then
plays the forms that move or rest cards on the field and the hand and deck
forms; power, cost, keywords and DON!! are played in
test_card_compiler_forms_power_and_don.py, Life, attacks and blocks in
test_card_compiler_forms_life_and_attacks.py, the condition forms in
test_card_compiler_forms_conditions.py.

The framing (timings, costs, joins, permanent effects), normalization and
reading failures are in test_card_compiler.py, whose helpers are used here.
"""

from __future__ import annotations

import importlib
from pathlib import Path

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
from optcg.testing import expect_decision

# -- every form has an example ----------------------------------------------------------

# (category, sentence): one per step form at least; the behaviour tests below
# play each of them
EXAMPLES = {
    "ko": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or "
        "less.")),
    "return": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 3 or less to the owner's "
        "hand.")),
    "bottom": ("Character", (
        "[On Play] Place up to 1 of your opponent's Characters with 4000 power or less "
        "at the bottom of the owner's deck.")),
    "top": ("Character", (
        "[On Play] Place up to 1 of your opponent's Characters with a cost of 2 to 3 at "
        "the top of the owner's deck.")),
    "rest": ("Character", (
        "[On Play] Rest up to 1 of your opponent's active Characters with a cost of 4 or "
        "more.")),
    "set_active": ("Character", (
        "[On Play] Set up to 1 of your rested Characters with a cost of 3 or less as "
        "active.")),
    "draw": ("Character", "[On Play] Draw 2 cards."),
    "trash": ("Character", "[On Play] Trash up to 1 Event card from your hand."),
    "gains": ("Character", (
        "[On Play] Up to 1 of your Characters gains +2000 power during this turn.")),
    "gain": ("Character", (
        "[On Play] Up to 2 of your Characters gain +1000 power during this turn.")),
    "gain_all": ("Character", (
        "[On Play] All of your {Navy} type Characters gain +1000 power during this turn.")),
    "leader_gains": ("Event", "[Counter] Your Leader gains +3000 power during this battle."),
    "minus_next_turn": ("Character", (
        "[On Play] Give up to 1 of your opponent's Characters −2000 power until the "
        "start of your next turn.")),
    "cost_minus": ("Character", (
        "[On Play] Give up to 1 of your opponent's Characters −2 cost during this turn.")),
    "cost_plus": ("Character", (
        "[On Play] Up to 1 of your Characters gains +1 cost during this turn.")),
    "keyword": ("Character", (
        "[On Play] Up to 1 of your Characters gains [Rush] during this turn.")),
    "base_power": ("Character", (
        "[On Play] This Character's base power becomes 7000 during this turn.")),
    "power_zero": ("Character", (
        "[On Play] Set the power of up to 1 of your opponent's Characters to 0 during "
        "this turn.")),
    "give_don": ("Character", (
        "[On Play] Give up to 2 rested DON!! cards to your Leader or 1 of your "
        "Characters.")),
    "give_don_leader": ("Leader", (
        "[Activate: Main] Give this Leader or 1 of your Characters up to 1 rested DON!! "
        "card.")),
    "give_don_this_up_to": ("Character", (
        "[On Play] Give this Character up to 1 rested DON!! card.")),
    "give_don_this": ("Character", "[On Play] Give this Character 1 rested DON!! card."),
    "add_don_up_to_active": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active.")),
    "add_don_up_to_rested": ("Character", (
        "[On Play] Add up to 1 DON!! card from your DON!! deck and rest it.")),
    "add_don_active": ("Character", (
        "[On Play] Add 1 DON!! card from your DON!! deck and set it as active.")),
    "add_don_rested": ("Character", (
        "[On Play] Add 1 DON!! card from your DON!! deck and rest it.")),
    "set_don_active": ("Character", "[On Play] Set up to 2 of your DON!! cards as active."),
    "rest_opponent_don": ("Character", "[On Play] Rest up to 1 of your opponent's DON!! cards."),
    "look": ("Character", (
        "[On Play] Look at 3 cards from the top of your deck and return them to the top "
        "or bottom of the deck in any order.")),
    "search": ("Character", (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Navy} type "
        "card other than [Test Navy] and add it to your hand. Then, place the rest at "
        "the bottom of your deck in any order.")),
    "shuffle": ("Character", "[On Play] Draw 1 card. Then, shuffle your deck."),
    "trash_life": ("Character", "[On Play] Trash up to 1 of your opponent's Life cards."),
    "take_life": ("Character", (
        "[On Play] Add 1 card from the top of your Life cards to your hand.")),
    "take_life_up_to": ("Character", (
        "[On Play] Add up to 1 card from the top of your Life cards to your hand.")),
    "life_from_deck_up_to": ("Character", (
        "[On Play] Add up to 1 card from the top of your deck to the top of your Life "
        "cards.")),
    "life_from_deck": ("Character", (
        "[On Play] Add 1 card from the top of your deck to the top of your Life cards.")),
    "no_blocker_power": ("Character", (
        "[When Attacking] Your opponent cannot activate a [Blocker] Character that has "
        "5000 or more power during this battle.")),
    "no_blocker": ("Character", (
        "[When Attacking] Your opponent cannot activate [Blocker] during this battle.")),
    "unblockable": ("Character", (
        "[On Play] Your opponent cannot activate [Blocker] if this Character attacks "
        "during this turn.")),
    "activate_main": ("Event", "[Trigger] Activate this card's [Main] effect."),
    "cannot_attack": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters cannot attack until the start "
        "of your next turn.")),
    "negate": ("Character", (
        "[On Play] Negate the effects of up to 1 of your opponent's Characters during "
        "this turn.")),
    "select": ("Character", (
        "[On Play] Select up to 1 of your opponent's Characters. K.O. that card.")),
    "win": ("Character", "[On Play] If you have 0 or less cards in your hand, you win the game."),
    "play_hand": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less from your hand.")),
    "play_trash_rested": ("Character", (
        "[On Play] Play up to 1 {Navy} type Character card with a cost of 3 or less from "
        "your trash rested.")),
    "play_deck": ("Character", (
        "[On Play] Play up to 1 Character card with 4000 power or less from your deck.")),
    "play_hand_rested": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less from your hand "
        "rested.")),
    "play_trash": ("Character", "[On Play] Play up to 1 Character card from your trash."),
    "play_deck_rested": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 1 from your deck rested.")),
    "add_from_trash": ("Character", (
        "[On Play] Add up to 1 Character card with a cost of 4 or less from your trash "
        "to your hand.")),
    "trigger_play": ("Character", "[Trigger] Play this card."),
}



def ex(name: str) -> str:
    return EXAMPLES[name][1]


# Forms no example can show: they read, but the same node renders with an
# earlier form, so a card worded this way is not compiled (a limitation of
# the language, which does not record which of the two wordings was used).
NO_ROUND_TRIP: set[str] = set()


def _forms_used(step, ctx) -> set[str]:
    """The forms that write this step as the renderer does."""
    if isinstance(step, L.If):
        return set().union(*(_forms_used(s, ctx) for s in step.steps))
    text = W.render_step(step, ctx)
    assert text is not None, step
    used = {f.template for f in W.STEP_FORMS if f.render(step, ctx) == text}
    if isinstance(step, L.May):                 # "you may <step>": the step's own form too
        used |= _forms_used(step.step, ctx)
    return used


def _form_files() -> list:
    """Every tests/test_forms_*.py module: one file per concept, each with
    its own EXAMPLES or those of the file it was split from."""
    return [importlib.import_module(path.stem)
            for path in sorted(Path(__file__).parent.glob("test_forms_*.py"))]


def all_examples() -> list[tuple[str, str]]:
    """The step-form example sentences of this file and of every form file."""
    out = list(EXAMPLES.values())
    for _module, table, examples in _example_tables():
        if table == "EXAMPLES":
            out += list(examples.values())
    return out


# a form file's tables of examples: step forms, whole lines, permanent effects
EXAMPLE_TABLES = ("EXAMPLES", "LINE_EXAMPLES", "STATIC_EXAMPLES")


def _example_tables() -> list[tuple[str, str, dict]]:
    """(module, table name, table) of every form file.  A file split from
    another imports that file's table, which counts once, for the file that
    defines it (the first in name order)."""
    seen: set[int] = set()
    out = []
    for module in _form_files():
        for table in EXAMPLE_TABLES:
            examples = getattr(module, table, None)
            if examples is not None and id(examples) not in seen:
                seen.add(id(examples))
                out.append((module.__name__, table, examples))
    return out


def _every_example() -> list:
    """(category, line) of every example of this file and of every form file,
    each with the id "<file>:<example>"."""
    here = Path(__file__).stem
    out = [pytest.param(category, line, id=f"{here}:{name}")
           for name, (category, line) in EXAMPLES.items()]
    for module, _table, examples in _example_tables():
        for name, (category, line) in examples.items():
            out.append(pytest.param(category, line, id=f"{module}:{name}"))
    return out


@pytest.mark.parametrize("category, line", _every_example())
def test_example_renders_back_exactly(category, line):
    part = read(line, category)
    assert W.render_line(part, Ctx(category)) == line


def test_every_step_form_has_an_example():
    used: set[str] = set()
    for category, line in all_examples():
        for step in read(line, category).steps:
            used |= _forms_used(step, Ctx(category))
    missing = {f.template for f in W.STEP_FORMS} - used - NO_ROUND_TRIP
    assert not missing, f"forms with no example sentence: {sorted(missing)}"


# -- moving or resting cards on the field ------------------------------------------------

def _field(s):
    """P2: a rested cost-3 4000, an active cost-4 5000 and an active cost-2
    3000 Character; P1: an active cost-2 3000 Character."""
    return {
        "small": s.p2.character(vanilla("Small", cost=3, power=4000), rested=True),
        "big": s.p2.character(vanilla("Big", cost=4, power=5000)),
        "tiny": s.p2.character(vanilla("Tiny", cost=2, power=3000)),
        "mine": s.p1.character(vanilla("Mine", cost=2, power=3000)),
    }


FIELD_STEPS = [
    # sentence, the cards it may choose, the one chosen, where that one goes
    (ex("ko"), {"small"}, "small", lambda st, c: c in st.trash[P2]),
    (ex("return"), {"small", "tiny", "mine", "self"}, "mine",
     lambda st, c: c in st.hand[P1]),                 # any owner's; to its owner's hand
    (ex("bottom"), {"small", "tiny"}, "tiny", lambda st, c: st.deck[P2][0] == c),
    (ex("top"), {"small", "tiny"}, "small", lambda st, c: st.deck[P2][-1] == c),
    (ex("rest"), {"big"}, "big", lambda st, c: st.rested[c] and c in st.chars[P2]),
]


@pytest.mark.parametrize("line, allowed, chosen, moved", FIELD_STEPS)
def test_field_steps_choose_only_matching_cards(line, allowed, chosen, moved):
    s = scenario()
    ids = _field(s)
    game, ids["self"] = play_from_hand(s, card_of(line))
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*(ids[n] for n in allowed))
    game.apply(Action("select", ids[chosen]))
    expect_decision(game, P1, "main")
    assert moved(st, ids[chosen])
    for name in ("small", "big", "tiny", "mine"):
        if name != chosen:
            assert ids[name] in st.chars[P1 if name == "mine" else P2], name


def test_set_active_chooses_your_rested_characters_only():
    s = scenario()
    ok = s.p1.character(vanilla("Ok", cost=3), rested=True)
    dear = s.p1.character(vanilla("Dear", cost=4), rested=True)
    s.p1.character(vanilla("Awake", cost=2))
    s.p2.character(vanilla("Foe", cost=1), rested=True)
    game, _c = play_from_hand(s, card_of(ex("set_active")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    game.apply(Action("select", ok))
    assert not game.state.rested[ok] and game.state.rested[dear]


# -- cards in hand and deck -------------------------------------------------------------

def test_draw_takes_the_top_cards_only():
    s = scenario()
    a, b, c = s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"))
    game, _me = play_from_hand(s, card_of("[On Play] Draw 2 cards."))
    assert sorted(game.state.hand[P1]) == sorted([a, b])
    assert game.state.deck[P1][-1] == c


def test_trash_from_hand_chooses_matching_cards_and_must_when_not_up_to():
    s = scenario()
    ev, ch = s.p1.hand(vanilla("Ev", category="Event"), vanilla("Ch"))
    game, _ = play_from_hand(s, card_of("[On Play] Trash up to 1 Event card from your hand."))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ev)
    game.apply(Action("select", ev))
    assert ev in game.state.trash[P1] and game.state.hand[P1] == [ch]
    # "trash 1 card": not up to, the only card goes
    s = scenario()
    only = s.p1.hand(vanilla("Only"))[0]
    game, _me = play_from_hand(s, card_of("[On Play] Trash 1 card from your hand."))
    expect_decision(game, P1, "main")
    assert only in game.state.trash[P1]


def test_add_from_trash_to_hand():
    s = scenario()
    ok = s.p1.trash(vanilla("Ok", cost=4))[0]
    s.p1.trash(vanilla("Dear", cost=5), vanilla("Ev", category="Event"))
    game, _me = play_from_hand(s, card_of(ex("add_from_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    game.apply(Action("select", ok))
    assert game.state.hand[P1] == [ok]


@pytest.mark.parametrize("line, area, rested, allowed", [
    (ex("play_hand"), "hand", False, {"ok", "other"}),          # a cost of 3 or less
    (ex("play_trash_rested"), "trash", True, {"ok"}),           # and {Navy} type
    (ex("play_deck"), "deck", False, {"ok"}),                   # 4000 power or less
    (ex("play_hand_rested"), "hand", True, {"ok", "other"}),
    (ex("play_trash"), "trash", False, {"ok", "dear", "other"}),
])
def test_play_from_an_area(line, area, rested, allowed):
    s = scenario()
    add = {"hand": s.p1.hand, "trash": s.p1.trash, "deck": s.p1.deck}[area]
    ok, dear, other = add(vanilla("Ok", cost=3, power=4000, types=("Navy",)),
                          vanilla("Dear", cost=4, power=5000, types=("Navy",)),
                          vanilla("Other", cost=3, power=5000, types=("Pirate",)))
    add(vanilla("Event", category="Event"))                     # never a Character card
    s.p2.trash(vanilla("Foe", cost=1, power=1000, types=("Navy",)))
    ids = {"ok": ok, "dear": dear, "other": other}
    game, _me = play_from_hand(s, card_of(line))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*(ids[n] for n in allowed))
    game.apply(Action("select", ok))
    expect_decision(game, P1, "main")
    st = game.state
    assert ok in st.chars[P1] and st.rested[ok] is rested
    assert dear not in st.chars[P1]


def test_look_at_top_and_put_back():
    s = scenario()
    a, b, c, d = s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"), vanilla("D"))
    game, _me = play_from_hand(s, card_of(ex("look")))
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action(k, x) for x in (a, b, c)
                          for k in ("place_top", "place_bottom")}        # not d
    game.apply(Action("place_top", b))
    assert opts(game) == {Action("place_top", x) for x in (a, c)}        # all on one side
    game.apply(Action("place_top", a))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [d, b, a, c]                           # top last


def test_search_reveals_a_matching_card_and_bottoms_the_rest():
    s = scenario()
    named, pirate, navy, plain, fifth = s.p1.deck(
        vanilla("Test Navy", types=("Navy",)), vanilla("Pirate", types=("Pirate",)),
        vanilla("Navy Two", types=("Navy",), category="Event"), vanilla("Plain"),
        vanilla("Navy Five", types=("Navy",)))
    game, _me = play_from_hand(s, card_of(ex("search")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)               # not [Test Navy], not the 5th card
    game.apply(Action("select", navy))
    assert game.state.hand[P1] == [navy]
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action("place_bottom", x) for x in (named, pirate, plain)}
    for x in (plain, named):
        game.apply(Action("place_bottom", x))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == [pirate, named, plain, fifth]


def test_shuffle_your_deck():
    s = scenario()
    deck = s.p1.deck(*[vanilla(f"C{n}") for n in range(12)])
    game, _me = play_from_hand(s, card_of("[On Play] Draw 1 card. Then, shuffle your deck."))
    st = game.state
    assert st.hand[P1] == [deck[0]]
    assert sorted(st.deck[P1]) == sorted(deck[1:])
    assert st.deck[P1] != list(reversed(deck[1:]))      # the order changed
