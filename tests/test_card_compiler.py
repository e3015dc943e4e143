"""The card-text compiler: the effect language's wording read and rendered
both ways (engine/effects/wording.py), normalization, reading failures, the
generated scripts, and the ability framing: timings, [DON!! xN], [Once Per
Turn], [Your Turn]/[Opponent's Turn], costs, joins and permanent effects.

Every sentence here is our own example in the official style (no card's
official text is reproduced).  Each is read with `read_line`, must render
back exactly, and is then put on a made-up card and played: the tests check
what it does, and a case where it must not apply.  The step forms and the
conditions are in test_card_compiler_forms.py.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from optcg import Action
from optcg.cards.compiler.compile import compile_card, first_difference
from optcg.cards.compiler.normalize import normalize_lines
from optcg.engine.constants import BLOCKER, RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects.language import (
    KO,
    ON_PLAY,
    YOU,
    Ability,
    Cards,
    Choose,
    Static,
)
from optcg.engine.effects.phrasing import made, wording
from optcg.engine.effects.wording import Ctx, Unreadable, read_line, render_line
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

ALL = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)     # every category: a whole area counted

ROOT = Path(__file__).resolve().parents[1]
P1, P2 = 0, 1


# -- helpers shared with test_card_compiler_forms.py ---------------------------------

def read(line: str, category: str = "Character"):
    """Read one line and check that it renders back exactly."""
    ctx = Ctx(category)
    part = read_line(line, ctx)
    assert render_line(part, ctx) == line
    return part


def card_of(*lines: str, category: str = "Character", name: str = "Test card",
            number: str = "TEST-001", **stats):
    """A made-up card whose text is `lines`, read by the compiler."""
    parts = [read(line, category) for line in lines]
    kws = tuple(p for p in parts if isinstance(p, str))
    others = [p for p in parts if not isinstance(p, str)]
    return custom_card(number, name, category, *others, keywords=kws, **stats)


def vanilla(name: str = "Vanilla", cost: int = 1, power: int = 1000, types=(),
            category: str = "Character", counter: int = 0, kws=()):
    return custom_card(f"V-{name}", name, category, cost=cost, power=power, types=types,
                       counter=counter, keywords=kws)


def leader(name: str = "Plain Leader", types=(), power: int = 5000):
    return custom_card(f"L-{name}", name, "Leader", power=power, life=5, types=types)


def scenario(turn: int = 3, turn_player: int = 0, leader1=None, leader2=None) -> Scenario:
    """A board with plain Leaders, so no Leader effect adds decisions."""
    s = Scenario(turn=turn, turn_player=turn_player)
    s.p1.leader(leader1 or leader())
    s.p2.leader(leader2 or leader())
    return s


def opts(game) -> set:
    return set(game.legal_actions())


def selects(*cards, done: bool = True) -> set:
    out = {Action("select", c) for c in cards}
    return out | {Action("select_done")} if done else out


def numbers(most: int) -> set:
    return {Action("number", -1, n) for n in range(most + 1)}


def to_p2_main(game) -> None:
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")


def to_p1_next_main(game) -> None:
    to_p2_main(game)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")


def play_from_hand(s: Scenario, card, cost: int = 1, log: bool = True, **don):
    """Put `card` in P1's hand with DON!! to pay for it; build and play it.
    `log=False` for conditions the log's renderer cannot write yet (see
    test_the_log_renders_every_compiled_condition)."""
    c = s.p1.hand(card)[0]
    s.p1.don(active=cost, **don)
    game = s.build(log=log)
    game.apply(Action("play", c))
    return game, c


# -- the ability framing: timings ------------------------------------------------------

def test_on_play_resolves_when_played_and_not_when_on_the_field():
    drawer = card_of("[On Play] Draw 1 card.")
    assert read("[On Play] Draw 1 card.") == Ability(ON_PLAY, steps=(L.Draw(L.exactly(1)),))
    s = scenario()
    there = s.p1.character(drawer)
    game, _c = play_from_hand(s, drawer)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1                  # the new one only
    assert not [a for a in opts(game) if a.kind == "activate" and a.card == there]


def test_when_attacking_resolves_on_attack_only():
    drawer = card_of("[When Attacking] Draw 1 card.")
    s = scenario()
    c = s.p1.character(drawer)
    s.p2.life(vanilla())
    game, _new = play_from_hand(s, drawer)
    assert game.state.hand[P1] == []                      # playing it draws nothing
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


def test_activate_main_is_an_action_of_the_main_phase_and_once_per_turn_limits_it():
    free = card_of("[Activate: Main] Draw 1 card.")
    once = card_of("[Activate: Main] [Once Per Turn] Draw 1 card.")
    s = scenario()
    a = s.p1.character(free)
    b = s.p1.character(once)
    game = s.build()
    for _ in range(2):
        game.apply(Action("activate", a, 0))
        expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 2
    game.apply(Action("activate", b, 0))
    assert len(game.state.hand[P1]) == 3
    assert Action("activate", b, 0) not in opts(game)     # [Once Per Turn]
    assert Action("activate", a, 0) in opts(game)
    to_p1_next_main(game)
    assert Action("activate", b, 0) in opts(game)         # a new turn


def test_main_event_resolves_when_played_from_hand():
    event = card_of("[Main] Draw 2 cards.", category="Event", cost=2)
    s = scenario()
    game, ev = play_from_hand(s, event, cost=2)
    st = game.state
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 2 and ev in st.trash[P1]
    # without the DON!! to pay it, it cannot be played
    s = scenario()
    ev = s.p1.hand(event)[0]
    s.p1.don(active=1)
    game = s.build()
    assert Action("play", ev) not in opts(game)


def test_counter_event_gives_power_during_this_battle_only():
    event = card_of("[Counter] Up to 1 of your Leader or Character cards gains +3000 power "
                    "during this battle.", category="Event", cost=1)
    s = scenario()
    ev = s.p2.hand(event)[0]
    s.p2.don(active=1)
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id
    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", ev))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(p2_leader)
    game.apply(Action("select", p2_leader))
    expect_decision(game, P1, "main")                     # no more counters: battle over
    assert len(st.life[P2]) == 2                          # 5000 < 8000: no damage
    assert ev in st.trash[P2]
    assert power(st, p2_leader) == 5000                   # "during this battle" ended


@pytest.mark.parametrize("use", [True, False])
def test_trigger_plays_this_card_from_life_only_if_used(use):
    body = card_of("[Trigger] Play this card.", cost=3, power=4000)
    s = scenario()
    t = s.p2.life(body)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "trigger")
    game.apply(Action("use_trigger" if use else "decline_trigger"))
    expect_decision(game, P1, "main")
    st = game.state
    assert (t in st.chars[P2]) is use
    assert (t in st.hand[P2]) is not use


def test_on_ko_resolves_when_koed_and_not_when_the_battle_is_lost_by_the_attacker():
    victim = card_of("[On K.O.] Draw 1 card.", cost=2, power=2000)
    s = scenario()
    strong = s.p1.character(vanilla("Strong", power=5000))
    v = s.p2.character(victim, rested=True)
    game = s.build()
    game.apply(Action("attack", strong, v))
    expect_decision(game, P1, "main")
    assert v in game.state.trash[P2] and len(game.state.hand[P2]) == 1
    # the attacker loses the battle: nothing is K.O.'d, nothing is drawn
    s = scenario()
    weak = s.p1.character(vanilla("Weak", power=1000))
    v = s.p2.character(victim, rested=True)
    game = s.build()
    game.apply(Action("attack", weak, v))
    expect_decision(game, P1, "main")
    assert v in game.state.chars[P2] and game.state.hand[P2] == []


# -- conditions in brackets: [DON!! xN], [Your Turn], [Opponent's Turn] ---------------

@pytest.mark.parametrize("don, draws", [(2, 1), (1, 0)])
def test_don_condition_on_a_timing(don, draws):
    part = read("[DON!! x2] [When Attacking] Draw 1 card.")
    assert part.conditions == (L.DonAttached(2),) and part.timing == L.WHEN_ATTACKING
    s = scenario()
    c = s.p1.character(card_of("[DON!! x2] [When Attacking] Draw 1 card."), don=don)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == draws


def test_your_turn_on_play_does_not_resolve_when_played_on_the_opponents_turn():
    card = card_of("[Your Turn] [On Play] Draw 1 card.", "[Trigger] Play this card.")
    assert read("[Your Turn] [On Play] Draw 1 card.").conditions == (L.YourTurn(),)
    game, _c = play_from_hand(scenario(), card)
    assert len(game.state.hand[P1]) == 1                  # P1's own turn: drawn
    # played from P2's Life by its [Trigger] during P1's turn: no draw
    s = scenario()
    t = s.p2.life(card)[0]
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger"))
    expect_decision(game, P1, "main")
    assert t in game.state.chars[P2] and game.state.hand[P2] == []


def test_opponents_turn_on_ko_resolves_on_the_opponents_turn_only():
    card = card_of("[Opponent's Turn] [On K.O.] Draw 1 card.", cost=2, power=2000)
    assert read("[Opponent's Turn] [On K.O.] Draw 1 card.").conditions == (L.OpponentsTurn(),)
    # K.O.'d in P2's attack, on P2's turn: the opponent's turn for its owner P1
    s = scenario(turn=4, turn_player=1)
    mine = s.p1.character(card, rested=True)
    attacker = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", attacker, mine))
    expect_decision(game, P2, "main")
    assert mine in game.state.trash[P1] and len(game.state.hand[P1]) == 1
    # K.O.'d by P1's own effect on P1's turn: no draw
    ko_own = custom_card("T-KO", "Self K.O.", "Character", Ability(ON_PLAY, steps=(
        KO(Choose(Cards(YOU, names=("Test card",)), L.exactly(1))),)), cost=1)
    s = scenario()
    mine = s.p1.character(card)
    game, _k = play_from_hand(s, ko_own)
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P1] and game.state.hand[P1] == []


# -- activation costs ----------------------------------------------------------------

def test_rest_don_cost_is_paid_and_needed():
    card = card_of("[Activate: Main] ②: Draw 1 card.")
    assert read("[Activate: Main] ②: Draw 1 card.").cost == (L.RestDon(2),)
    s = scenario()
    c = s.p1.character(card)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 2 and len(st.hand[P1]) == 1
    assert Action("activate", c, 0) not in opts(game)     # 1 active DON!! is not ②


@pytest.mark.parametrize("accept", [True, False])
def test_don_minus_cost_returns_don_or_nothing_happens(accept):
    card = card_of("[On Play] DON!! −1: Draw 1 card.")
    assert read("[On Play] DON!! −1: Draw 1 card.").cost == (L.DonMinus(1),)
    s = scenario()
    game, _c = play_from_hand(s, card, rested=0)           # the one DON!! rests to play it
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_rested[P1] == (0 if accept else 1)
    assert st.don_deck[P1] == (10 if accept else 9)
    assert len(st.hand[P1]) == (1 if accept else 0)


def test_rest_this_character_cost():
    card = card_of("[Activate: Main] You may rest this Character: Draw 1 card.")
    s = scenario()
    c = s.p1.character(card)
    r = s.p1.character(card, rested=True)
    game = s.build()
    assert Action("activate", r, 0) not in opts(game)     # already rested: cannot pay
    game.apply(Action("activate", c, 0))
    assert game.state.rested[c] and len(game.state.hand[P1]) == 1
    assert Action("activate", c, 0) not in opts(game)


def test_two_costs_in_a_row():
    part = read("[Activate: Main] ① You may rest this Character: Draw 1 card.")
    assert part.cost == (L.RestDon(1), L.RestThis())
    s = scenario()
    c = s.p1.character(card_of("[Activate: Main] ① You may rest this Character: Draw 1 card."))
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.rested[c] and st.don_active[P1] == 0 and len(st.hand[P1]) == 1
    # with no active DON!!, not even the rest is offered
    s = scenario()
    c = s.p1.character(card_of("[Activate: Main] ① You may rest this Character: Draw 1 card."))
    game = s.build()
    assert Action("activate", c, 0) not in opts(game)


@pytest.mark.parametrize("accept", [True, False])
def test_trash_from_hand_cost(accept):
    card = card_of("[On Play] You may trash 1 card from your hand: Draw 2 cards.")
    s = scenario()
    a, b = s.p1.hand(vanilla("A"), vanilla("B"))
    game, _c = play_from_hand(s, card)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    st = game.state
    if accept:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(a, b, done=False)
        game.apply(Action("select", b))
        expect_decision(game, P1, "main")
        assert b in st.trash[P1] and a in st.hand[P1] and len(st.hand[P1]) == 3
    else:
        expect_decision(game, P1, "main")
        assert sorted(st.hand[P1]) == sorted([a, b])


# -- joins: ". Then, " and " and " -------------------------------------------------------

def test_then_resolves_after_a_step_that_did_nothing():
    line = ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. "
            "Then, draw 1 card.")
    assert wording(read(line), "joins") == ("", "then")
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, _c = play_from_hand(s, card_of(line))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))                     # CR 4-10-2
    expect_decision(game, P1, "main")
    assert foe in game.state.chars[P2] and len(game.state.hand[P1]) == 1


def test_and_joins_two_steps_of_one_sentence():
    line = "[On Play] Draw 2 cards and trash 1 card from your hand."
    part = read(line)
    assert wording(part, "joins") == ("", "and") and len(part.steps) == 2
    s = scenario()
    s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"))
    game, _c = play_from_hand(s, card_of(line))
    expect_decision(game, P1, "select")                    # 2 cards in hand: choose
    a, b = game.state.hand[P1]
    game.apply(Action("select", a))
    assert game.state.hand[P1] == [b] and a in game.state.trash[P1]


@pytest.mark.parametrize("life, drawn", [(2, 1), (3, 0)])
def test_an_if_governs_the_clauses_joined_after_it(life, drawn):
    # "If X, A and B": B is not done either when X fails (CR 8-3-3)
    line = ("[On Play] If you have 2 or less Life cards, draw 2 cards and trash 1 card "
            "from your hand.")
    part = read(line)
    assert len(part.steps) == 1 and isinstance(part.steps[0], L.If)
    assert len(part.steps[0].steps) == 2
    s = scenario()
    s.p1.life(*[vanilla()] * life)
    keep = s.p1.hand(vanilla("Keep"))[0]
    game, _c = play_from_hand(s, card_of(line), log=False)
    st = game.state
    if drawn:
        expect_decision(game, P1, "select")
        game.apply(Action("select", keep))
        assert keep in st.trash[P1] and len(st.hand[P1]) == 2
    else:
        expect_decision(game, P1, "main")
        assert st.hand[P1] == [keep]


@pytest.mark.parametrize("life, ok", [(1, True), (2, False)])
def test_an_if_governs_the_then_sentence_after_it(life, ok):
    line = ("[On Play] If you have 1 or less Life cards, draw 1 card. Then, K.O. up to 1 of "
            "your opponent's Characters with a cost of 3 or less.")
    assert wording(read(line), "joins") == ("", "then")
    s = scenario()
    s.p1.life(*[vanilla()] * life)
    foe = s.p2.character(vanilla("Foe", cost=3))
    game, _c = play_from_hand(s, card_of(line), log=False)
    if ok:
        expect_decision(game, P1, "select")
        game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert (foe in game.state.trash[P2]) is ok
    assert len(game.state.hand[P1]) == (1 if ok else 0)


def test_a_step_after_an_if_has_no_wording():
    # an If governs everything after it: this script cannot be written as text
    a = made(Ability, ON_PLAY, steps=(L.If(L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),
                                           (L.Draw(L.exactly(1)),)), L.Draw(L.exactly(1))),
             joins=("", "then"))
    assert render_line(a, Ctx("Character")) is None


# -- permanent effects -------------------------------------------------------------------

@pytest.mark.parametrize("don, expected", [(1, 4000), (0, 2000)])
def test_static_don_power(don, expected):
    part = read("[DON!! x1] This Character gains +1000 power.")
    assert isinstance(part, Static) and part.conditions == (L.DonAttached(1),)
    s = scenario()
    c = s.p1.character(card_of("[DON!! x1] This Character gains +1000 power.", power=2000),
                       don=don)
    game = s.build()
    assert power(game.state, c) == expected               # +1000 a DON!! on P1's turn


@pytest.mark.parametrize("don, rush", [(2, True), (1, False)])
def test_static_don_keyword(don, rush):
    s = scenario()
    c = s.p1.character(card_of("[DON!! x2] This Character gains [Rush]."),
                       don=don, played_this_turn=True)
    s.p2.life(vanilla())
    game = s.build()
    assert bool(keywords(game.state, c) & RUSH) is rush
    assert (Action("attack", c, s.p2.leader_id) in opts(game)) is rush


def test_static_opponents_turn_power():
    part = read("[Opponent's Turn] This Character gains +2000 power.")
    assert part.conditions == (L.OpponentsTurn(),)
    s = scenario()
    c = s.p1.character(card_of("[Opponent's Turn] This Character gains +2000 power.",
                               power=3000))
    game = s.build()
    assert power(game.state, c) == 3000                   # P1's own turn
    to_p2_main(game)
    assert power(game.state, c) == 5000


def test_keyword_line_and_keyword_gain():
    assert read("[Blocker]") == "Blocker"
    assert read("[Double Attack]") == "Double Attack"
    plain = read("This Character gains [Blocker].")
    assert plain == Static(L.StaticKeyword(L.This(), "Blocker"))
    s = scenario()
    attacker = s.p1.character(vanilla("Attacker", power=5000))
    b1 = s.p2.character(card_of("[Blocker]"))
    b2 = s.p2.character(card_of("This Character gains [Blocker]."))
    other = s.p2.character(vanilla("Other"))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", b1), Action("block", b2), Action("no_block")}
    assert not keywords(game.state, other) & BLOCKER


@pytest.mark.parametrize("life, expected", [(2, 3000), (3, 1000)])
def test_static_with_an_if_condition(life, expected):
    line = "If you have 2 or less Life cards, this Character gains +2000 power."
    assert read(line).conditions == (L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),)
    s = scenario()
    c = s.p1.character(card_of(line))
    s.p1.life(*[vanilla()] * life)
    game = s.build()
    assert power(game.state, c) == expected


@pytest.mark.parametrize("types, blocker", [(("Navy",), True), (("Pirate",), False)])
def test_static_keyword_with_a_leader_type_condition(types, blocker):
    line = "If your Leader has the {Navy} type, this Character gains [Blocker]."
    s = scenario(leader1=leader("Typed", types=types))
    c = s.p1.character(card_of(line))
    game = s.build()
    assert bool(keywords(game.state, c) & BLOCKER) is blocker


def test_static_for_your_typed_characters_on_your_turn():
    line = "[Your Turn] All of your {Navy} type Characters gain +1000 power."
    part = read(line, "Stage")
    assert part.effect.target.cards == Cards(YOU, types=("Navy",))
    s = scenario()
    s.p1.stage(card_of(line, category="Stage"))
    navy = s.p1.character(vanilla("Navy", types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", types=("Pirate",)))
    foe = s.p2.character(vanilla("Foe Navy", types=("Navy",)))
    game = s.build()
    st = game.state
    assert (power(st, navy), power(st, pirate), power(st, foe)) == (2000, 1000, 1000)
    to_p2_main(game)
    assert power(st, navy) == 1000                        # not P1's turn any more


# -- normalization (normalize.py, one test per numbered rule) ----------------------------

def test_normalize_1_entities_and_line_breaks():
    assert normalize_lines("Draw 1 card &amp; smile.<br>[Blocker]<br/>x<br />y") == [
        "Draw 1 card & smile.", "[Blocker]", "x", "y"]


def test_normalize_2_reminder_text_goes_other_parentheses_stay():
    assert normalize_lines("[Rush] (This card can attack on the turn in which it is "
                           "played.)") == ["[Rush]"]
    assert normalize_lines("[Blocker] (After your opponent declares an attack, you may rest "
                           "this card to make it the new target of the attack.)") == [
        "[Blocker]"]
    assert normalize_lines("[On Play] Draw 1 card. (This is not a reminder.)") == [
        "[On Play] Draw 1 card. (This is not a reminder.)"]


def test_normalize_3_circled_digits_are_one_set():
    assert normalize_lines("[Activate: Main] ➁: Draw 1 card.") == [
        "[Activate: Main] ②: Draw 1 card."]


def test_normalize_4_spaces_colons_and_empty_lines():
    assert normalize_lines("  [Activate: Main]   ①  :  Draw\u3000 1 card. \n\n-\n ") == [
        "[Activate: Main] ①: Draw 1 card."]
    assert normalize_lines("") == [] and normalize_lines(None) == []


def test_normalize_5_hyphen_before_a_don_count_is_a_minus():
    assert normalize_lines("[On Play] DON!! -2: Draw 1 card.") == [
        "[On Play] DON!! −2: Draw 1 card."]
    assert normalize_lines("[On Play] DON!!-1: Draw 1 card.") == [
        "[On Play] DON!! −1: Draw 1 card."]
    assert normalize_lines("Give −2000 power - not a DON!! count.") == [
        "Give −2000 power - not a DON!! count."]


def test_normalize_6_a_timing_after_a_period_starts_a_new_line():
    assert normalize_lines("[On Play] Draw 1 card.[When Attacking] Draw 1 card.") == [
        "[On Play] Draw 1 card.", "[When Attacking] Draw 1 card."]
    assert normalize_lines("[Blocker] [DON!! x1] This Character gains +1000 power. "
                           "[Your Turn] [Once Per Turn] Draw 1 card.") == [
        "[Blocker] [DON!! x1] This Character gains +1000 power.",
        "[Your Turn] [Once Per Turn] Draw 1 card."]
    # a bracket that is not a timing does not split
    assert normalize_lines("Draw 1 card. [Nami] is here.") == ["Draw 1 card. [Nami] is here."]


def test_normalize_7_a_keyword_line_ends_with_its_reminder():
    assert normalize_lines("[Rush] (This card can attack on the turn in which it is played.)"
                           "[When Attacking] Draw 1 card.") == [
        "[Rush]", "[When Attacking] Draw 1 card."]
    # a keyword inside a sentence keeps the sentence whole
    assert normalize_lines("This Character gains [Rush] (This card can attack on the turn in "
                           "which it is played.) during this turn.") == [
        "This Character gains [Rush] during this turn."]


def test_normalize_8_a_no_effect_mark_before_a_timing_goes():
    assert normalize_lines("- [Trigger] Play this card.") == ["[Trigger] Play this card."]
    assert normalize_lines("Give −2000 power. - [Nami]") == ["Give −2000 power. - [Nami]"]


def test_normalize_9_misprints_are_read_as_meant():
    assert normalize_lines("K.O. up to 1 Character with a cost 5 or less.") == [
        "K.O. up to 1 Character with a cost of 5 or less."]
    assert normalize_lines("Up to 1 of your Leader or Charactes gains +1000 power.") == [
        "Up to 1 of your Leader or Characters gains +1000 power."]
    assert normalize_lines("Draw 2 cards and trash 2 card from your hand.") == [
        "Draw 2 cards and trash 2 cards from your hand."]
    # a singular noun after 1 is no misprint
    assert normalize_lines("Trash 1 card from your hand.") == ["Trash 1 card from your hand."]


def test_a_damaged_punk_records_text_is_recognised():
    # punk-records read "<Slash>" as an HTML tag: the text stops mid-sentence
    # or keeps a stray closing tag; the npm record is read instead
    from optcg.cards.compiler.source import _damaged
    assert _damaged("This Character cannot be K.O.'d in battle by")
    assert _damaged("[Your Turn] Draw 1 card.</slash>")
    assert not _damaged("[On Play] Draw 1 card.<br>[Blocker]")
    assert not _damaged("[Blocker] (After your opponent declares an attack, you may rest this "
                        "card to make it the new target of the attack.)")


def test_damaged_texts_are_read_from_the_npm_data(shared_dir):
    from optcg.cards.compiler.source import official_lines
    texts = official_lines(shared_dir)
    assert texts["OP03-032"] == [
        "This Character cannot be K.O.'d in battle by <Slash> attribute cards."]


def test_normalized_lines_compile():
    lines = normalize_lines("[Rush] (This card can attack on the turn in which it is played.)"
                            "<br>[On Play] DON!! -1 : Draw 1 card.")
    result = compile_card("TEST-001", lines, "Character")
    assert result.ok and result.parts[0] == "Rush"
    assert result.parts[1].cost == (L.DonMinus(1),)


# -- reading failures ------------------------------------------------------------------

@pytest.mark.parametrize("line, phrase", [
    ("[On Play] Frobnicate up to 1 of your Characters.",
     "Frobnicate up to 1 of your Characters."),
    ("[On Play] Draw 1 card. Then, frobnicate your deck.", "frobnicate your deck."),
    ("[On Play] Draw 1 card and frobnicate your deck.", "frobnicate your deck."),
    ("[On Play] Draw 1 card. Frobnicate your deck.", "Frobnicate your deck."),
    ("[On Play] If you have 2 or less Life cards, draw 1 card and frobnicate your deck.",
     "frobnicate your deck."),
    ("[On Play] Draw 1 card loudly.", "loudly."),
])
def test_an_unknown_clause_is_unreadable_from_its_first_word(line, phrase):
    with pytest.raises(Unreadable) as e:
        read_line(line, Ctx("Character"))
    assert e.value.phrase == phrase
    result = compile_card("TEST-001", [line], "Character")
    assert not result.ok and result.problem == phrase and result.parts == ()


def test_an_unknown_permanent_effect_is_unreadable():
    """Its subject reads: the words after it are what blocks the line."""
    with pytest.raises(Unreadable) as e:
        read_line("This Character frobnicates.", Ctx("Character"))
    assert e.value.phrase == "frobnicates."


@pytest.mark.parametrize("line, problem", [
    # read, but the rendering differs: the card is not compiled
    ("[On Play] [Your Turn] Draw 1 card.", "[On Play] [Your Turn] Draw 1 card."),
    (("[On Play] Up to 1 of your Characters other than this Leader gains "
      "+1000 power during this turn."), "Leader gains +1000 power during this turn."),
])
def test_a_line_that_renders_differently_is_not_compiled(line, problem):
    ctx = Ctx("Character")
    part = read_line(line, ctx)
    assert render_line(part, ctx) != line
    result = compile_card("TEST-001", ["[Blocker]", line], "Character")
    assert not result.ok and result.problem == problem


def test_trailing_words_after_a_line_are_not_compiled():
    ok = compile_card("TEST-001", ["[On Play] Draw 1 card."], "Character")
    assert ok.ok and ok.parts == (Ability(ON_PLAY, steps=(L.Draw(L.exactly(1)),)),)
    for extra in (" Draw 1 card", " And more.", "!"):
        result = compile_card("TEST-001", ["[On Play] Draw 1 card." + extra], "Character")
        assert not result.ok, extra


def test_a_script_the_engine_cannot_compile_is_not_compiled():
    # "that card" with nothing selected before it: read, rendered, but unusable
    line = "[On Play] K.O. that card."
    assert render_line(read_line(line, Ctx("Character")), Ctx("Character")) == line
    result = compile_card("TEST-001", [line], "Character")
    assert not result.ok and result.problem == line


def test_first_difference_names_the_first_differing_words():
    assert first_difference("K.O. up to 1 of your Characters.",
                            "K.O. up to 2 of your Characters.") == "1 of your Characters."
    assert first_difference("Draw 1 card.", "Draw 1 card.") == "Draw 1 card."


# -- the generated scripts -----------------------------------------------------------

def test_generated_scripts_are_up_to_date(shared_dir):
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "compile_cards.py"), "--check",
                        "--shared", str(shared_dir)], capture_output=True, text=True,
                       timeout=300, check=False)
    assert r.returncode == 0, r.stderr


def test_every_compiled_script_builds_a_card_def():
    from optcg.cards.defs import card_def
    from optcg.cards.scripts import all_scripts
    compiled = {n: s for n, s in all_scripts().items() if s.origin == "compiled"}
    assert len(compiled) > 100
    for number, s in compiled.items():
        d = card_def(number)
        assert d.script is s, number
        assert d.implemented, number
        assert len(d.abilities) == len(s.abilities), number
        assert all(a.code for a in d.abilities), number


def test_compiled_cards_show_their_text_line_for_line_as_printed(shared_dir):
    """A compiled card's text, rendered from its script, is the official text
    after normalization, in the printed line order (keywords after an
    ability, [Trigger] last...)."""
    from optcg.cards.compiler.source import official_lines
    from optcg.cards.database import default_database
    from optcg.cards.scripts import all_scripts
    texts = official_lines(shared_dir)
    db = default_database()
    compiled = {n: s for n, s in all_scripts().items() if s.origin == "compiled"}
    for number, s in compiled.items():
        assert s.text(db.get(number).category).split("\n") == texts[number], number
    # the order is the card's, not keywords first: some card lists a keyword
    # after one of its abilities
    assert any(isinstance(s.order[0], str) is False and
               any(isinstance(p, str) for p in s.order) for s in compiled.values())


@pytest.mark.parametrize("category, line", [
    # the old wordings of the first starter decks, in sentences of our own
    ("Character", "[DON!! x2] [When Attacking] Up to 1 of your Leader or Character cards other "
                  "than this card gains +2000 power during this turn."),
    ("Event", "[Main] Select up to 1 of your {Navy} type Leader or Character cards. Your "
              "opponent cannot activate [Blocker] if that Leader or Character attacks during "
              "this turn."),
    ("Stage", "[Activate: Main] You may rest this Stage: Up to 1 {Navy} type Leader or "
              "Character card on your field gains +2000 power during this turn."),
    ("Character", "[DON!! x2] [Once Per Turn] [Your Turn] If this Character battles your "
                  "opponent's Character, draw 1 card."),
    ("Character", "[DON!! x1] [Opponent's Turn] If this Character is rested, your {Navy} type "
                  "Leaders and Characters gain +2000 power."),
])
def test_the_first_starter_decks_old_wordings_round_trip(category, line):
    ctx = Ctx(category)
    part = read_line(line, ctx)
    assert render_line(part, ctx) == line
    assert compile_card("TEST-001", [line], category).ok


def test_on_your_field_means_your_cards_and_leaders_and_characters_every_one():
    ctx = Ctx("Stage")
    a = read_line("[Activate: Main] You may rest this Stage: Up to 1 {Navy} type Leader or "
                  "Character card on your field gains +2000 power during this turn.", ctx)
    (step,) = a.steps
    assert step.target.cards.owner == L.YOU and step.target.cards.types == ("Navy",)
    s = read_line("[DON!! x1] [Opponent's Turn] If this Character is rested, your {Navy} type "
                  "Leaders and Characters gain +2000 power.", Ctx("Character"))
    assert s.effect.target.cards.categories == (L.LEADER, L.CHARACTER)
    assert s.effect.target.cards.owner == L.YOU
    b = read_line("[DON!! x2] [Once Per Turn] [Your Turn] If this Character battles your "
                  "opponent's Character, draw 1 card.", Ctx("Character"))
    assert b.timing == L.END_OF_BATTLE and b.once_per_turn
    assert L.BattledCharacter() in b.conditions and L.YourTurn() in b.conditions


def test_play_a_card_offers_only_characters_and_stages():
    """"Play up to 1 {Navy} type card": an Event (or a Leader) of the type
    cannot be played (CR 3-7-3, 3-8-3), so it is not offered."""
    s = scenario()
    event, stage, char = s.p1.hand(vanilla("Navy Event", types=("Navy",), category="Event"),
                                   vanilla("Navy Stage", types=("Navy",), category="Stage"),
                                   vanilla("Navy Char", types=("Navy",)))
    game, _c = play_from_hand(s, card_of("[On Play] Play up to 1 {Navy} type card with a cost "
                                         "of 2 or less from your hand."))
    assert opts(game) == selects(stage, char)          # the Navy Event is not offered
    game.apply(Action("select", char))
    assert char in game.state.chars[P1] and event in game.state.hand[P1]
