"""The card-text compiler, the step forms one by one: every step form of
`wording.STEP_FORMS` and every condition form, each with an example sentence
of our own in the official style.  Each sentence must render back exactly;
the card it makes is then played and the test checks what it does and a
case where it must not apply (a filter excluding a card, a condition that
fails, a duration that ends).

The framing (timings, costs, joins, permanent effects), normalization and
reading failures are in test_card_compiler.py, whose helpers are used here.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from test_card_compiler import (
    ALL,
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
    to_p1_next_main,
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx, read_condition, render_condition
from optcg.engine.stats import cost, keywords, power
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
    its own EXAMPLES."""
    return [importlib.import_module(path.stem)
            for path in sorted(Path(__file__).parent.glob("test_forms_*.py"))]


def all_examples() -> list[tuple[str, str]]:
    """The step-form example sentences of this file and of every form file."""
    out = list(EXAMPLES.values())
    for module in _form_files():
        out += list(module.EXAMPLES.values())
    return out


# a form file's tables of examples: step forms, whole lines, permanent effects
EXAMPLE_TABLES = ("EXAMPLES", "LINE_EXAMPLES", "STATIC_EXAMPLES")


def _every_example() -> list:
    """(category, line) of every example of this file and of every form file,
    each with the id "<file>:<example>"."""
    here = Path(__file__).stem
    out = [pytest.param(category, line, id=f"{here}:{name}")
           for name, (category, line) in EXAMPLES.items()]
    for module in _form_files():
        for table in EXAMPLE_TABLES:
            for name, (category, line) in getattr(module, table, {}).items():
                out.append(pytest.param(category, line, id=f"{module.__name__}:{name}"))
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


# -- power, cost, keywords: amounts and durations ------------------------------------------

def test_power_gain_during_this_turn_ends_with_the_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=3000))
    foe = s.p2.character(vanilla("Foe", power=3000))
    game, me = play_from_hand(s, card_of(ex("gains")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mine, me)              # yours only
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 5000 and power(st, foe) == 3000
    to_p2_main(game)
    assert power(st, mine) == 3000


def test_power_gain_for_up_to_two():
    s = scenario()
    a = s.p1.character(vanilla("A", power=3000))
    b = s.p1.character(vanilla("B", power=3000))
    game, me = play_from_hand(s, card_of(ex("gain")))
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    st = game.state
    assert (power(st, a), power(st, b), power(st, me)) == (4000, 4000, 1000)


def test_power_gain_for_all_of_your_typed_characters():
    part = read(ex("gain_all"))
    assert part.steps == (L.PowerChange(L.Every(L.Cards(L.YOU, types=("Navy",))), 1000),)
    s = scenario()
    navy = s.p1.character(vanilla("Navy", power=3000, types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", power=3000, types=("Pirate",)))
    foe = s.p2.character(vanilla("Foe", power=3000, types=("Navy",)))
    game, _me = play_from_hand(s, card_of(ex("gain_all")))
    expect_decision(game, P1, "main")                   # no choice: all of them
    st = game.state
    assert (power(st, navy), power(st, pirate), power(st, foe)) == (4000, 3000, 3000)


def test_power_gain_for_your_leader():
    event = card_of(ex("leader_gains"), category="Event", cost=1)
    s = scenario()
    ev = s.p2.hand(event)[0]
    s.p2.don(active=1)
    mine = s.p2.character(vanilla("Mine", power=4000), rested=True)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, mine))           # the Leader is not attacked
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P2]                          # 5000 beat 4000
    s = scenario()
    ev = s.p2.hand(event)[0]
    s.p2.don(active=1)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1                         # 5000 < 8000
    assert power(game.state, s.p1.leader_id) == 5000             # not the attacker's


def test_power_gain_during_this_battle_ends_with_the_battle():
    line = "[When Attacking] This Character gains +2000 power during this battle."
    s = scenario()
    c = s.p1.character(card_of(line, power=4000))
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1                # 6000 beat 5000
    assert power(game.state, c) == 4000                 # the battle is over


def test_power_loss_until_the_start_of_your_next_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=5000))
    game, _me = play_from_hand(s, card_of(ex("minus_next_turn")))
    game.apply(Action("select", foe))
    st = game.state
    assert power(st, foe) == 3000
    to_p2_main(game)
    assert power(st, foe) == 3000                       # the opponent's turn: still
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert power(st, foe) == 5000


def test_power_loss_until_the_end_of_your_opponents_next_turn_from_their_turn_ends_with_it():
    # used during P1's turn by P2's [Trigger]: "your opponent's next turn" is
    # P1's current turn (official rulings on OP01-085 and ST21-015)
    line = ("[Trigger] Give up to 1 of your opponent's Characters −2000 power until the end "
            "of your opponent's next turn.")
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=5000))
    s.p2.life(card_of(line))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger"))
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 3000
    to_p2_main(game)
    assert power(st, mine) == 5000                      # ended with P1's turn


def test_cost_change_down_and_up():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=5))
    game, me = play_from_hand(s, card_of(ex("cost_minus")))
    game.apply(Action("select", foe))
    st = game.state
    assert cost(st, foe) == 3
    to_p2_main(game)
    assert cost(st, foe) == 5
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=2))
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, me = play_from_hand(s, card_of(ex("cost_plus")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mine, me)
    game.apply(Action("select", mine))
    assert cost(game.state, mine) == 3 and cost(game.state, foe) == 2


def test_keyword_gain_during_this_turn():
    s = scenario()
    s.p2.character(vanilla("Foe"))
    game, me = play_from_hand(s, card_of(ex("keyword")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(me)                    # yours only
    game.apply(Action("select", me))
    st = game.state
    assert keywords(st, me) & RUSH
    assert Action("attack", me, s.p2.leader_id) in opts(game)   # played this turn
    to_p2_main(game)
    assert not keywords(st, me) & RUSH


def test_keyword_gain_can_be_declined():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("keyword")))
    game.apply(Action("select_done"))
    assert not keywords(game.state, me) & RUSH
    assert Action("attack", me, s.p2.leader_id) not in opts(game)


def test_base_power_becomes_a_value_for_this_turn():
    s = scenario()
    other = s.p1.character(vanilla("Other", power=2000))
    game, me = play_from_hand(s, card_of(ex("base_power"), power=3000))
    st = game.state
    assert power(st, me) == 7000 and power(st, other) == 2000
    to_p2_main(game)
    assert power(st, me) == 3000


def test_set_power_to_zero():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=6000))
    game, _me = play_from_hand(s, card_of(ex("power_zero")))
    game.apply(Action("select", foe))
    assert power(game.state, foe) == 0
    to_p2_main(game)
    assert power(game.state, foe) == 6000


# -- DON!! -----------------------------------------------------------------------

def test_give_don_to_your_leader_or_a_character():
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    s.p2.character(vanilla("Foe"))
    game, me = play_from_hand(s, card_of(ex("give_don")), rested=2)
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id, mine, me, done=False)    # not the foe's
    game.apply(Action("select", mine))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)                     # 3 rested, up to 2
    game.apply(Action("number", -1, 2))
    assert st.don[mine] == 2 and st.don_rested[P1] == 1


def test_give_don_the_leaders_wording():
    part = read(ex("give_don_leader"), "Leader")
    # the same cards as "your Leader or 1 of your Characters"; on a Leader
    # only this wording renders, elsewhere only the other
    one_of_yours = L.Choose(L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)), L.exactly(1))
    assert part.steps == (L.GiveDon(one_of_yours, L.up_to(1)),)
    assert W.render_line(part, Ctx("Character")) == (
        "[Activate: Main] Give up to 1 rested DON!! card to your Leader or 1 of your "
        "Characters.")
    lead = card_of(ex("give_don_leader"), category="Leader", power=5000, life=5)
    s = scenario(leader1=lead)
    mine = s.p1.character(vanilla("Mine"))
    s.p1.don(rested=1)
    game = s.build()
    game.apply(Action("activate", s.p1.leader_id, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id, mine, done=False)
    game.apply(Action("select", s.p1.leader_id))
    game.apply(Action("number", -1, 1))
    assert game.state.don[s.p1.leader_id] == 1 and game.state.don_rested[P1] == 0


@pytest.mark.parametrize("line, choose", [(ex("give_don_this_up_to"), True),
                                          (ex("give_don_this"), False)])
def test_give_don_to_this_character(line, choose):
    s = scenario()
    game, me = play_from_hand(s, card_of(line), rested=3)
    if choose:                                          # "up to 1": 0 or 1
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don[me] == 1 and game.state.don_rested[P1] == 3


@pytest.mark.parametrize("line, up_to, active", [
    (ex("add_don_up_to_active"), True, True), (ex("add_don_up_to_rested"), True, False),
    (ex("add_don_active"), False, True), (ex("add_don_rested"), False, False),
])
def test_add_don_from_the_don_deck(line, up_to, active):
    s = scenario()
    game, _ = play_from_hand(s, card_of(line))
    st = game.state
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert (st.don_active[P1], st.don_rested[P1]) == ((1, 1) if active else (0, 2))
    assert st.don_deck[P1] == 8
    # an empty DON!! deck: nothing to add, nothing asked
    s = scenario()
    game, _me = play_from_hand(s, card_of(line), deck=0)
    expect_decision(game, P1, "main")
    assert (game.state.don_active[P1], game.state.don_rested[P1]) == (0, 1)


def test_set_don_active():
    s = scenario()
    game, _me = play_from_hand(s, card_of(ex("set_don_active")), rested=2)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)                     # 3 rested, up to 2
    game.apply(Action("number", -1, 2))
    st = game.state
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 1


@pytest.mark.parametrize("active", [3, 0])
def test_rest_opponents_don(active):
    s = scenario()
    s.p2.don(active=active)
    game, _me = play_from_hand(s, card_of(ex("rest_opponent_don")))
    st = game.state
    if active:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P2] == max(active - 1, 0)
    assert st.don_rested[P2] == (1 if active else 0)
    assert st.don_rested[P1] == 1                       # yours are not touched


# -- Life -----------------------------------------------------------------------------

@pytest.mark.parametrize("life", [2, 0])
def test_trash_opponents_life(life):
    s = scenario()
    theirs = s.p2.life(*[vanilla(f"L{n}") for n in range(life)])
    mine = s.p1.life(vanilla("Mine"))
    game, _me = play_from_hand(s, card_of(ex("trash_life")))
    st = game.state
    if life:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
        assert st.trash[P2] == [theirs[0]] and st.life[P2] == [theirs[1]]   # the top one
    expect_decision(game, P1, "main")
    assert st.life[P1] == mine


@pytest.mark.parametrize("line, up_to", [(ex("take_life"), False),
                                          (ex("take_life_up_to"), True)])
def test_take_life_to_hand(line, up_to):
    s = scenario()
    top, second = s.p1.life(vanilla("Top"), vanilla("Second"))
    game, _me = play_from_hand(s, card_of(line))
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [top] and game.state.life[P1] == [second]


@pytest.mark.parametrize("line, up_to", [(ex("life_from_deck_up_to"), True),
                                          (ex("life_from_deck"), False)])
def test_add_life_from_deck(line, up_to):
    s = scenario()
    a, b = s.p1.deck(vanilla("A"), vanilla("B"))
    old = s.p1.life(vanilla("Old"))[0]
    game, _me = play_from_hand(s, card_of(line))
    if up_to:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == [old, a]              # on top (top last)
    assert game.state.deck[P1] == [b]


def test_add_life_from_deck_may_add_none():
    s = scenario()
    s.p1.deck(vanilla("A"))
    game, _me = play_from_hand(s, card_of(ex("life_from_deck_up_to")))
    game.apply(Action("number", -1, 0))
    assert game.state.life[P1] == [] and len(game.state.deck[P1]) == 1


# -- attacks and blocks -----------------------------------------------------------------

def _blockers(s):
    return (s.p2.character(vanilla("Big Blocker", power=6000, kws=("Blocker",))),
            s.p2.character(vanilla("Small Blocker", power=1000, kws=("Blocker",))))


def test_cannot_block_with_characters_of_some_power_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_blocker_power"), power=6000))
    big, small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", small), Action("no_block")}
    game.apply(Action("no_block"))
    # the next battle: both may block again
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", big), Action("block", small), Action("no_block")}


def test_cannot_block_at_all_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_blocker"), power=6000))
    _big, _small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P1, "main")                   # no block step, no counters
    assert len(game.state.life[P2]) == 1
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")


def test_cannot_block_if_this_attacks():
    s = scenario()
    a = s.p1.character(vanilla("Other", power=6000))
    _big, _small = _blockers(s)
    s.p2.life(vanilla(), vanilla())
    game, me = play_from_hand(s, card_of("[Rush]", ex("unblockable")))
    game.apply(Action("attack", a, s.p2.leader_id))     # another attacker: blockable
    expect_decision(game, P2, "block")
    game.apply(Action("no_block"))
    game.apply(Action("attack", me, s.p2.leader_id))
    expect_decision(game, P1, "main")                   # no block for this one


def test_cannot_attack_until_the_start_of_your_next_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=5000))
    other = s.p2.character(vanilla("Other", power=5000))
    game, _me = play_from_hand(s, card_of(ex("cannot_attack")))
    game.apply(Action("select", foe))
    to_p2_main(game)
    acts = opts(game)
    assert Action("attack", foe, s.p1.leader_id) not in acts
    assert Action("attack", other, s.p1.leader_id) in acts


def test_negate_the_effects_of_a_character_during_this_turn():
    foe_card = card_of("This Character gains +1000 power.", name="Foe", power=3000)
    s = scenario()
    foe = s.p2.character(foe_card)
    other = s.p2.character(foe_card)
    game, _me = play_from_hand(s, card_of(ex("negate")))
    assert power(game.state, foe) == 4000               # its permanent effect
    game.apply(Action("select", foe))
    assert power(game.state, foe) == 3000 and power(game.state, other) == 4000
    to_p2_main(game)
    assert power(game.state, foe) == 4000               # the negation is over


def test_select_then_that_card():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    game, _ = play_from_hand(s, card_of(ex("select")))
    game.apply(Action("select", foe))
    assert foe in game.state.trash[P2]
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    game, _me = play_from_hand(s, card_of(ex("select")))
    game.apply(Action("select_done"))                   # nothing selected: nothing K.O.'d
    assert foe in game.state.chars[P2]


@pytest.mark.parametrize("hand, wins", [(0, True), (1, False)])
def test_you_win_the_game(hand, wins):
    s = scenario()
    s.p1.hand(*[vanilla()] * hand)
    game, _me = play_from_hand(s, card_of(ex("win")))
    assert game.over is wins
    if wins:
        assert game.result.winner == P1


@pytest.mark.parametrize("use", [True, False])
def test_activate_this_cards_main_effect(use):
    event = card_of("[Main] Draw 2 cards.", ex("activate_main"), category="Event", cost=1)
    s = scenario()
    ev = s.p2.life(event)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger" if use else "decline_trigger"))
    expect_decision(game, P1, "main")
    st = game.state
    if use:
        assert ev in st.trash[P2] and len(st.hand[P2]) == 2
    else:
        assert st.hand[P2] == [ev]


# -- conditions -----------------------------------------------------------------------

def _hand(n):
    return lambda s: s.p1.hand(*[vanilla("In hand")] * n)


def _life(n, side="p1"):
    return lambda s: getattr(s, side).life(*[vanilla("Life")] * n)


# condition, its node, a board where it holds, one where it does not
CONDITIONS = [
    ("If your Leader has the {Navy} type",
     L.CardIs("leader", L.Cards(L.ANY, L.FIELD, (L.LEADER,), types=("Navy",))),
     {"leader1": leader("Typed", types=("Navy", "Pirate"))},
     {"leader1": leader("Typed", types=("Pirate",))}),
    ("If you have 3 or less cards in your hand", L.Has(L.Cards(L.YOU, L.HAND, ALL), 3, L.AT_MOST),
     _hand(3), _hand(4)),
    ("If you have 2 or less Life cards", L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),
     _life(2), _life(3)),
    ("If your opponent has 2 or less Life cards",
     L.Has(L.Cards(L.OPPONENT, L.LIFE, ALL), 2, L.AT_MOST),
     _life(2, "p2"), _life(3, "p2")),
    ("If your Leader is [Test Leader]",
     L.CardIs("leader", L.Cards(L.ANY, L.FIELD, (L.LEADER,), names=("Test Leader",))),
     {"leader1": leader("Test Leader")}, {"leader1": leader("Test Leader Two")}),
    ("If you have 3 or more cards in your trash", L.Has(L.Cards(L.YOU, L.TRASH, ALL), 3),
     lambda s: s.p1.trash(*[vanilla()] * 3), lambda s: s.p1.trash(*[vanilla()] * 2)),
    ("If you have 6 or more DON!! cards on your field", L.Has(L.DonCards(L.YOU), 6),
     lambda s: s.p1.character(vanilla("Given"), don=1), lambda s: None),   # 1 + 4 + given
    ("If you have 2 or more Characters", L.Has(L.Cards(L.YOU), 2),
     lambda s: s.p1.character(vanilla()), lambda s: s.p2.character(vanilla())),  # + itself
    ("If you have 2 or more {Navy} type Characters",
     L.Has(L.Cards(L.YOU, types=("Navy",)), 2),
     lambda s: s.p1.characters(vanilla("N", types=("Navy",)), vanilla("M", types=("Navy",))),
     lambda s: s.p1.characters(vanilla("N", types=("Navy",)), vanilla("P"))),
    ("If you have 2 or more rested Characters with a cost of 3 or more",
     L.Has(L.Cards(L.YOU, rested=True, cost_min=3), 2),
     lambda s: [s.p1.character(vanilla("R", cost=3), rested=True) for _ in range(2)],
     lambda s: [s.p1.character(vanilla("R", cost=c), rested=True) for c in (2, 3)]),
]


_IDS = [c[0] for c in CONDITIONS]


@pytest.mark.parametrize("words, node, _yes, _no", CONDITIONS, ids=_IDS)
def test_condition_reads_and_renders(words, node, _yes, _no):
    ctx = Ctx("Character")
    text = words[0].lower() + words[1:]
    (got, rest), *_ = [(c, r) for c, r in read_condition(text + ", draw 1 card.", ctx)
                       if r.startswith(",")]
    assert got == node and rest == ", draw 1 card."
    assert render_condition(node, ctx) == text


def _board(setup):
    s = scenario(**setup) if isinstance(setup, dict) else scenario()
    if callable(setup):
        setup(s)
    return s


@pytest.mark.parametrize("holds", [True, False])
@pytest.mark.parametrize("words, node, yes, no", CONDITIONS, ids=_IDS)
def test_condition_decides_whether_the_step_happens(words, node, yes, no, holds):
    line = f"[On Play] {words}, draw 1 card."
    part = read(line)
    assert part.steps == (L.If(node, (L.Draw(L.exactly(1)),)),)
    s = _board(yes if holds else no)
    deck = s.p1.deck(*[vanilla("Deck")] * 5)
    game, _me = play_from_hand(s, card_of(line), log=False, rested=4)
    expect_decision(game, P1, "main")
    assert (deck[0] in game.state.hand[P1]) is holds
    assert len(game.state.deck[P1]) == (4 if holds else 5)


@pytest.mark.parametrize("words, node, yes, no", [c for c in CONDITIONS if c[0].startswith((
    "If you have 2 or less Life", "If your opponent has", "If your Leader is",
    "If you have 3 or more cards", "If you have 6 or more DON!!"))])
def test_the_log_renders_every_compiled_condition(words, node, yes, no):
    s = _board(yes)
    game, _me = play_from_hand(s, card_of(f"[On Play] {words}, draw 1 card."), rested=4)
    expect_decision(game, P1, "main")
