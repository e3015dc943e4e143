"""The card-text compiler, keywords: [Blocker], [Rush], [Double Attack]
gained with or without a duration, alone or with another effect.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _ko_mine_from_p2
from test_card_compiler import P1, P2, card_of, opts, play_from_hand, read, scenario, vanilla

from optcg import Action
from optcg.engine.constants import BLOCKER, DOUBLE_ATTACK, RUSH
from optcg.engine.effects import language as L
from optcg.engine.stats import cost, keywords, power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "negate_and_power": ("Event", (
        "[Counter] Negate the effect of up to 1 of your opponent's Leader or Character cards and "
        "give that card −2000 power during this turn.")),
    "negate_of_each_leader_and_character": ("Event", (
        "[Main] Negate the effect of up to 1 of each of your opponent's Leader and Character "
        "cards during this turn.")),
    "can_attack_characters_when_played": ("Character", (
        "[Activate: Main] [Once Per Turn] Up to 1 of your {Test Crew} type Characters can "
        "attack Characters on the turn in which it is played.")),
    "opponent_on_play_negated": ("Event", (
        "[Main] Your opponent's [On Play] effects are negated during this turn.")),
    "gains_one_of_keywords": ("Character", (
        "[Activate: Main] [Once Per Turn] This Character gains [Rush] or [Blocker] during this "
        "turn.")),
    "keyword_and_power": ("Character", (
        "[When Attacking] This Character gains [Double Attack] and +2000 power during this "
        "battle.")),
    "own_effect_negated": ("Character", (
        "[Activate: Main] [Once Per Turn] This Character's effect is negated during this turn.")),
    "gains_keyword_no_duration": ("Character", (
        "[On Play] If you have 1 or less Life cards, this Character gains [Rush].")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "own_on_play_negated": ("Leader", "Your [On Play] effects are negated."),
    # -- two effects in one sentence
    "blocker_and_cost": ("Character", (
        "If you have 2 or less Life cards, this Character gains [Blocker] and +2 cost.")),
    "power_and_no_ko": ("Character", (
        "[Opponent's Turn] This Character gains +2000 power and cannot be K.O.'d by effects.")),
    "no_ko_and_blocker": ("Character", (
        "This Character cannot be K.O.'d by your opponent's effects and gains [Blocker].")),
    "your_named_gains": ("Character", "Your [Test Hero] gains [Blocker]."),
    "attack_when_played_plural": ("Stage", (
        "If your Leader has the {Test Crew} type, your {Test Crew} type Characters can attack "
        "Characters on the turn in which they are played.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    steps = read(ex("keyword_and_power")).steps
    assert steps == (L.GainKeyword(L.This(), "Double Attack", L.THIS_BATTLE, amount=2000),)
    assert read(ex("own_effect_negated"), "Character").steps == (L.Negate(L.This()),)


# -- two effects in one sentence ------------------------------------------------------------

@pytest.mark.parametrize("life, expected", [(2, (3, True)), (3, (1, False))])
def test_blocker_and_cost_share_the_condition(life, expected):
    s = scenario()
    me = s.p1.character(card_of(ex("blocker_and_cost"), cost=1))
    s.p1.life(*[vanilla()] * life)
    game = s.build()
    st = game.state
    assert (cost(st, me), bool(keywords(st, me) & BLOCKER)) == expected
    assert read(ex("blocker_and_cost")).effect == L.StaticAnd(
        (L.StaticKeyword(L.This(), "Blocker"), L.StaticCost(L.This(), 2)))


def test_power_and_no_ko_on_the_opponents_turn():
    game, me = _ko_mine_from_p2(ex("power_and_no_ko"), hand=0, power=3000)
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1] and power(game.state, me) == 5000
    s = scenario()
    me = s.p1.character(card_of(ex("power_and_no_ko"), power=3000))
    game, _k = play_from_hand(s, card_of("[On Play] K.O. up to 1 Character."))
    assert power(game.state, me) == 3000                     # P1's own turn
    game.apply(Action("select", me))
    assert me in game.state.trash[P1]


def test_no_ko_by_opponent_and_blocker():
    game, me = _ko_mine_from_p2(ex("no_ko_and_blocker"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1] and keywords(game.state, me) & BLOCKER


# -- a keyword and power in one clause -------------------------------------------------------

def test_gains_a_keyword_and_power_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("keyword_and_power"), power=5000))
    s.p2.character(vanilla("Blocker", power=1000, kws=("Blocker",)))
    s.p2.life(vanilla(), vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    st = game.state
    assert power(st, a) == 7000 and keywords(st, a) & DOUBLE_ATTACK
    game.apply(Action("no_block"))
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1                        # two damage
    assert power(st, a) == 5000 and not keywords(st, a) & DOUBLE_ATTACK


# -- "Your [Name] gains [Blocker]" ----------------------------------------------------------

def test_your_named_characters_gain_blocker():
    s = scenario()
    s.p1.character(card_of(ex("your_named_gains")))
    hero = s.p1.character(vanilla("Test Hero"))
    other = s.p1.character(vanilla("Test Rival"))
    foe_hero = s.p2.character(vanilla("Test Hero"))
    st = s.build().state
    assert keywords(st, hero) & BLOCKER
    assert not keywords(st, other) & BLOCKER and not keywords(st, foe_hero) & BLOCKER


# -- "this Character gains [Rush]" with no duration ----------------------------------------

def _rush_game(lives: int):
    s = scenario()
    s.p1.life(*[vanilla(f"L{k}") for k in range(lives)])
    s.p2.life(vanilla(), vanilla())
    return play_from_hand(s, card_of(ex("gains_keyword_no_duration"), power=5000))


def test_gains_rush_while_on_the_field_when_the_condition_holds():
    game, me = _rush_game(1)
    expect_decision(game, P1, "main")
    st = game.state
    assert keywords(st, me) & RUSH
    assert Action("attack", me, st.leaders[P2]) in opts(game)


def test_no_rush_when_the_condition_fails():
    game, me = _rush_game(2)
    expect_decision(game, P1, "main")
    assert not keywords(game.state, me) & RUSH
    assert Action("attack", me, game.state.leaders[P2]) not in opts(game)


# -- "... can attack Characters on the turn in which they are played" --------------------

def test_your_typed_characters_can_attack_characters_when_played():
    crew = ("Test Crew",)
    s = scenario(leader1=custom_card("TL-001", "Crew Leader", "Leader", power=5000, life=5,
                                     types=crew))
    s.p1.stage(card_of(ex("attack_when_played_plural"), category="Stage"))
    foe = s.p2.character(vanilla("Foe"), rested=True)
    mate = s.p1.hand(vanilla("Mate", types=crew))[0]
    loner = s.p1.hand(vanilla("Loner"))[0]
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", mate))
    game.apply(Action("play", loner))
    expect_decision(game, P1, "main")
    assert Action("attack", mate, foe) in opts(game)
    assert Action("attack", loner, foe) not in opts(game)
    assert Action("attack", mate, game.state.leaders[P2]) not in opts(game)


def test_own_effect_negated_lifts_its_own_cannot_attack_for_the_turn():
    card = card_of("This Character cannot attack.", ex("own_effect_negated"), power=4000)
    s = scenario()
    me = s.p1.character(card)
    game = s.build()
    leader_attack = Action("attack", me, s.p2.leader_id)
    assert leader_attack not in opts(game)
    [activate] = [a for a in opts(game) if a.kind == "activate" and a.card == me]
    game.apply(activate)
    expect_decision(game, P1, "main")
    assert leader_attack in opts(game)
