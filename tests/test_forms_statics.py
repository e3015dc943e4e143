"""The card-text compiler, statics family: permanent effects (cannot be
K.O.'d, cannot attack, can also attack active Characters, +N cost, attacking
Characters on the turn it is played), rule texts (other names, any number in
the deck), replacement effects ("If this Character would be K.O.'d, you may
... instead") and card-description qualifiers (base power and cost, colors,
[Trigger], no base effect, a cost up to the DON!! on the field, "other than
[Name]" before the cost, several names).

Every sentence is our own example in the official style; each must render
back exactly, and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
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
from optcg.decks.validation import any_number_allowed
from optcg.engine.constants import ATTACK_ACTIVE, BLOCKER, RUSH_CHARACTER
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.errors import IllegalActionError
from optcg.engine.records import OnceUsed
from optcg.engine.stats import cost, keywords, power
from optcg.testing import custom_card, expect_decision

# (category, sentence) of the lines that are not abilities (permanent effects,
# rule texts, a keyword): kept apart from EXAMPLES, whose abilities the step
# form guard of test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    # -- permanent effects
    "cannot_attack": ("Leader", "This Leader cannot attack."),
    "attack_active_don": ("Character", (
        "[DON!! x1] This Character can also attack your opponent's active Characters.")),
    "attack_active": ("Character", "This Character can also attack active Characters."),
    "static_cost": ("Character", (
        "If you have 2 or less Life cards, this Character gains +3 cost.")),
    "attack_characters_when_played": ("Character", (
        "This Character can attack Characters on the turn in which it is played.")),
    "rush_character": ("Character", "[Rush: Character]"),
    "no_ko_by_opponent": ("Character", (
        "This Character cannot be K.O.'d by your opponent's effects.")),
    "no_ko_by_effects": ("Character", (
        "[Opponent's Turn] This Character cannot be K.O.'d by effects.")),
    # -- rule texts
    "also_named": ("Character", (
        "Also treat this card's name as [Test Hero] according to the rules.")),
    "also_named_two": ("Character", (
        "Under the rules of this game, also treat this card's name as [Test Hero] and "
        "[Test Rival].")),
    "typed_leader_static": ("Stage", "[Your Turn] Your {Navy} type Leader gains +1000 power."),
    "cannot_be_removed": ("Character", (
        "If you have 3 or more cards in your trash, this Character cannot be removed from the "
        "field by your opponent's effects and gains [Blocker].")),
    "give_cost": ("Character", (
        "[DON!! x1] [Your Turn] Give all of your opponent's Characters −2 cost.")),
    "hand_cost": ("Character", (
        "If you have 2 or less Life cards, give this card in your hand −2 cost.")),
    "any_number": ("Character", (
        "Under the rules of this game, you may have any number of this card in your deck.")),
    # -- two effects in one sentence
    "blocker_and_cost": ("Character", (
        "If you have 2 or less Life cards, this Character gains [Blocker] and +2 cost.")),
    "power_and_no_ko": ("Character", (
        "[Opponent's Turn] This Character gains +2000 power and cannot be K.O.'d by effects.")),
    "no_ko_and_blocker": ("Character", (
        "This Character cannot be K.O.'d by your opponent's effects and gains [Blocker].")),
    # -- battle protection against some cards
    "no_ko_against_attribute": ("Character", (
        "[DON!! x1] This Character cannot be K.O.'d in battle by <Slash> attribute cards.")),
    "no_ko_against_leaders": ("Character", (
        "This Character cannot be K.O.'d in battle by Leaders.")),
    "no_ko_against_without": ("Character", (
        "This Character cannot be K.O.'d in battle by Characters without the ＜Strike＞ "
        "attribute.")),
}

# (category, sentence): one per new step form, replacement and qualifier
EXAMPLES = {
    "attack_active_step": ("Character", (
        "[On Play] Up to 1 of your {Navy} type Characters can also attack active Characters "
        "during this turn.")),
    "cannot_be_rested": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters with a cost of 4 or less cannot be "
        "rested until the end of your opponent's next End Phase.")),
    "protect_from_ko": ("Character", (
        "[On Play] Up to 1 of your Characters cannot be K.O.'d by your opponent's effects "
        "until the end of your opponent's next turn.")),
    "protect_in_battle": ("Event", (
        "[Counter] Up to 1 of your Characters cannot be K.O.'d in battle during this "
        "battle.")),
    "protect_any": ("Character", (
        "[On Play] This Character cannot be K.O.'d during this turn.")),
    "protect_effects": ("Character", (
        "[On Play] This Character cannot be K.O.'d by effects during this turn.")),
    "until_end_of_your_next_turn": ("Character", (
        "[On Play] Up to 1 of your Characters gains +1000 power until the end of your next "
        "turn.")),
    # -- replacement effects
    "replace_ko": ("Character", (
        "If this Character would be K.O.'d, you may trash 1 card from your hand instead.")),
    "replace_ko_effect_once": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d by an effect, you may trash 1 "
        "card from your hand instead.")),
    "replace_ko_battle": ("Character", (
        "If this Character would be K.O.'d in battle, you may rest this Character instead.")),
    "replace_ko_opponent": ("Character", (
        "[Opponent's Turn] If this Character would be K.O.'d by your opponent's effect, you "
        "may draw 1 card instead.")),
    "replace_other_once": ("Character", (
        "[Once Per Turn] If your {Navy} type Character with a base cost of 3 or less would be "
        "K.O.'d, you may trash 1 card from your hand instead.")),
    "replace_other_trash_this": ("Character", (
        "If your rested Character would be K.O.'d by your opponent's effect, you may trash "
        "this Character instead.")),
    "replace_removal_other": ("Character", (
        "If your Character with 5000 base power or less would be removed from the field by "
        "your opponent's effect, you may trash 1 card from your hand instead.")),
    "replace_removal_this_once": ("Character", (
        "[Once Per Turn] If this Character would be removed from the field by your "
        "opponent's effect, you may draw 1 card instead.")),
    "replace_one_of": ("Character", (
        "If one of your {Navy} type Characters would be K.O.'d, you may rest this Character "
        "instead.")),
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
    "names_cards": ("Character", (
        "[On Play] Up to 1 of your [Test Hero] or [Test Rival] cards gains +1000 power during "
        "this turn.")),
    "name_leader": ("Character", (
        "[On Play] Up to 1 of your [Test Hero] Leader gains +1000 power during this turn.")),
}


def ex(name: str) -> str:
    return {**EXAMPLES, **LINE_EXAMPLES}[name][1]


ALL_EXAMPLES = {**EXAMPLES, **LINE_EXAMPLES}


@pytest.mark.parametrize("category, line", ALL_EXAMPLES.values(), ids=ALL_EXAMPLES.keys())
def test_example_renders_back_exactly(category, line):
    part = W.read_line(line, Ctx(category))
    assert W.render_line(part, Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    assert read(ex("cannot_attack"), "Leader").effect == L.StaticCannotAttack(L.This())
    assert read(ex("static_cost")) == L.Static(L.StaticCost(L.This(), 3), (L.LifeAtMost(2),))
    assert read(ex("no_ko_by_opponent")).effect.by == L.BY_OPPONENTS_EFFECTS
    assert read(ex("also_named_two")).effect == L.AlsoNamed(("Test Hero", "Test Rival"))
    a = read(ex("replace_ko_effect_once"))
    assert a.timing == L.WOULD_BE_KO_BY_EFFECT and a.once_per_turn
    c = read(ex("colors_other_than_first")).steps[0].target.cards
    assert c.colors == ("Green", "Blue") and c.exclude_names == ("Test Hero",)
    assert c.cost_max == 3 and c.area == L.HAND


def test_once_per_turn_without_a_timing_or_replacement_is_unreadable():
    with pytest.raises(W.Unreadable):
        W.read_line("[Once Per Turn] This Character gains +1000 power.", Ctx("Character"))


# -- cannot attack, can also attack active Characters -------------------------------------

def test_leader_that_cannot_attack():
    s = scenario(leader1=card_of(ex("cannot_attack"), category="Leader", power=5000))
    mine = s.p1.character(vanilla("Mine", power=3000))
    game = s.build()
    attackers = {a.card for a in opts(game) if a.kind == "attack"}
    assert attackers == {mine}                       # the Leader is not among them
    with pytest.raises(IllegalActionError, match="permanent effect forbids"):
        game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))


@pytest.mark.parametrize("don, allowed", [(1, True), (0, False)])
def test_static_attack_active_characters_needs_its_don(don, allowed):
    s = scenario()
    me = s.p1.character(card_of(ex("attack_active_don"), power=3000), don=don)
    foe = s.p2.character(vanilla("Foe"))                     # active
    rested = s.p2.character(vanilla("Rested"), rested=True)
    plain = s.p1.character(vanilla("Plain"))
    game = s.build()
    o = opts(game)
    assert (Action("attack", me, foe) in o) is allowed
    assert Action("attack", me, rested) in o
    assert Action("attack", plain, foe) not in o             # only this Character
    if allowed:
        game.apply(Action("attack", me, foe))
        expect_decision(game, P1, "main")
        assert foe in game.state.trash[P2]                   # 4000 against 1000


def test_attack_active_step_lasts_this_turn_for_the_chosen_character():
    s = scenario()
    navy = s.p1.character(vanilla("Navy", power=3000, types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", power=3000, types=("Pirate",)))
    foe = s.p2.character(vanilla("Foe"))
    game, _me = play_from_hand(s, card_of(ex("attack_active_step")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)
    game.apply(Action("select", navy))
    o = opts(game)
    assert Action("attack", navy, foe) in o and Action("attack", pirate, foe) not in o
    to_p2_main(game)
    assert not keywords(game.state, navy) & ATTACK_ACTIVE


def test_attack_characters_on_the_turn_it_is_played():
    for line in (ex("attack_characters_when_played"), ex("rush_character")):
        s = scenario()
        me = s.p1.character(card_of(line, power=3000), played_this_turn=True)
        foe = s.p2.character(vanilla("Foe"), rested=True)
        plain = s.p1.character(vanilla("Plain"), played_this_turn=True)
        game = s.build()
        o = opts(game)
        assert keywords(game.state, me) & RUSH_CHARACTER
        assert Action("attack", me, foe) in o
        assert Action("attack", me, s.p2.leader_id) not in o     # Characters only
        assert Action("attack", plain, foe) not in o


# -- +N cost -------------------------------------------------------------------------------

@pytest.mark.parametrize("life, expected", [(2, 4), (3, 1)])
def test_static_cost_with_a_condition(life, expected):
    s = scenario()
    me = s.p1.character(card_of(ex("static_cost"), cost=1))
    s.p1.life(*[vanilla()] * life)
    foe_ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 "
                     "or less.")
    s2 = s
    game = s2.build()
    assert cost(game.state, me) == expected
    # a "cost of 3 or less" description sees the raised cost
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("static_cost"), cost=1))
    s.p1.life(*[vanilla()] * life)
    k = s.p2.hand(foe_ko)[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    if expected > 3:
        expect_decision(game, P2, "main")                    # nothing to choose
        assert me in game.state.chars[P1]
    else:
        expect_decision(game, P2, "select")
        assert opts(game) == selects(me)


# -- cannot be K.O.'d ----------------------------------------------------------------------

def test_cannot_be_koed_by_your_opponents_effects():
    ko_any = card_of("[On Play] K.O. up to 1 Character with a cost of 3 or less.")
    s = scenario()
    mine = s.p1.character(card_of(ex("no_ko_by_opponent"), name="Mine"))
    theirs = s.p2.character(card_of(ex("no_ko_by_opponent"), name="Theirs"))
    game, _me = play_from_hand(s, ko_any)
    expect_decision(game, P1, "select")
    game.apply(Action("select", theirs))                     # the opponent's effect for P2
    expect_decision(game, P1, "main")
    assert theirs in game.state.chars[P2]
    s = scenario()
    mine = s.p1.character(card_of(ex("no_ko_by_opponent"), name="Mine"))
    game, _me = play_from_hand(s, ko_any)
    game.apply(Action("select", mine))                       # P1's own effect
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P1]


def test_cannot_be_koed_by_effects_on_the_opponents_turn_but_in_battle():
    game, me = _ko_mine_from_p2(ex("no_ko_by_effects"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1]                        # P2's effect: prevented
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("no_ko_by_effects"), power=1000), rested=True)
    s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    strong = game.state.chars[P2][0]
    game.apply(Action("attack", strong, me))
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]                        # a battle K.O. is not prevented


# -- rule texts ----------------------------------------------------------------------------

def test_also_named_matches_the_other_names():
    s = scenario()
    hero = s.p1.character(card_of(ex("also_named"), name="Someone", power=1000))
    rival = s.p1.character(card_of(ex("also_named_two"), name="Another", power=1000))
    s.p1.character(vanilla("Plain"))
    game, _me = play_from_hand(s, card_of(ex("names_cards")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, rival)
    game.apply(Action("select", rival))
    assert power(game.state, rival) == 2000
    assert game.state.defs[hero].names == ("Someone", "Test Hero")


def test_leader_is_condition_reads_the_other_names():
    named = card_of("Also treat this card's name as [Test Hero] according to the rules.",
                    category="Leader", name="Leader Someone")
    line = "[On Play] If your Leader is [Test Hero], draw 1 card."
    for lead, drawn in ((named, 1), (leader(), 0)):
        s = scenario(leader1=lead)
        s.p1.deck(vanilla("A"))
        game, _me = play_from_hand(s, card_of(line))
        assert len(game.state.hand[P1]) == drawn


def test_name_leader_description_chooses_the_named_leader_only():
    s = scenario(leader1=custom_card("L-H", "Test Hero", "Leader", power=5000))
    s.p1.character(custom_card("C-H", "Test Hero", "Character"))
    game, _me = play_from_hand(s, card_of(ex("name_leader")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id)


def test_any_number_in_deck_is_read_from_the_script():
    from optcg.cards.scripts import script_for
    script = script_for("OP01-075")
    assert script is not None and script.origin == "compiled"
    assert any(isinstance(s.effect, L.AnyNumberInDeck) for s in script.statics)
    assert any_number_allowed("OP01-075")
    assert not any_number_allowed("OP01-016")


# -- replacement effects ---------------------------------------------------------------------

def _ko_mine_from_p2(line: str, hand: int, **stats):
    """P1's Character with `line`, `hand` cards in P1's hand; P2 plays a
    K.O. effect on its turn."""
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(line, **stats))
    s.p1.hand(*[vanilla(f"H{n}") for n in range(hand)])
    s.p1.deck(vanilla("Top"))
    k = s.p2.hand(card_of("[On Play] K.O. up to 1 of your opponent's Characters.",
                          name="Killer"))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    return game, me


@pytest.mark.parametrize("accept", [True, False])
def test_replacement_instead_of_a_ko(accept):
    game, me = _ko_mine_from_p2(ex("replace_ko"), hand=2)
    expect_decision(game, P1, "confirm")
    st = game.state
    if not accept:
        game.apply(Action("decline"))
        assert me in st.trash[P1] and len(st.hand[P1]) == 2
        return
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    h = st.hand[P1][0]
    game.apply(Action("select", h))
    assert me in st.chars[P1] and h in st.trash[P1] and len(st.hand[P1]) == 1


def test_replacement_that_cannot_be_carried_out_does_not_apply():
    game, me = _ko_mine_from_p2(ex("replace_ko"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_once_per_turn_replacement():
    game, me = _ko_mine_from_p2(ex("replace_ko_effect_once"), hand=1)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert me in st.chars[P1] and st.hand[P1] == []
    assert OnceUsed(me, st.incarnation[me], 0) in st.once_used


def test_by_opponent_replacement_on_the_opponents_turn():
    game, me = _ko_mine_from_p2(ex("replace_ko_opponent"), hand=0)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert me in game.state.chars[P1] and len(game.state.hand[P1]) == 1


def test_in_battle_replacement_does_not_replace_an_effect_ko():
    game, me = _ko_mine_from_p2(ex("replace_ko_battle"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_in_battle_replacement_replaces_a_battle_ko():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_ko_battle"), power=1000), rested=True)
    strong = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", strong, me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1] and game.state.rested[me]


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


# -- battle protection against some cards -------------------------------------------------------

def _attacked_by(line: str, attacker, don: int = 0, by_leader: bool = False):
    """P2 attacks P1's rested 1000-power Character with `line` on P2's turn."""
    s = scenario(turn_player=1, leader2=attacker if by_leader else None)
    me = s.p1.character(card_of(line, power=1000), rested=True, don=don)
    a = s.p2.leader_id if by_leader else s.p2.character(attacker)
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id if by_leader else a, me))
    expect_decision(game, P2, "main")
    return game, me


def _strong(name: str, attribute: str | None = None, category: str = "Character"):
    d = custom_card(f"A-{name}", name, category, power=6000, life=5)
    d.attributes = (attribute,) if attribute else ()
    return d


@pytest.mark.parametrize("line, attacker, don, by_leader, survives", [
    (ex("no_ko_against_attribute"), _strong("Slasher", "Slash"), 1, False, True),
    (ex("no_ko_against_attribute"), _strong("Slasher", "Slash"), 0, False, False),  # no DON!!
    (ex("no_ko_against_attribute"), _strong("Striker", "Strike"), 1, False, False),
    (ex("no_ko_against_attribute"), _strong("Slash Leader", "Slash", "Leader"), 1, True, True),
    (ex("no_ko_against_leaders"), _strong("Leader", None, "Leader"), 0, True, True),
    (ex("no_ko_against_leaders"), _strong("Char"), 0, False, False),
    (ex("no_ko_against_without"), _strong("Slasher", "Slash"), 0, False, True),
    (ex("no_ko_against_without"), _strong("Striker", "Strike"), 0, False, False),
    (ex("no_ko_against_without"), _strong("Leader", None, "Leader"), 0, True, False),
])
def test_battle_protection_against_some_cards(line, attacker, don, by_leader, survives):
    game, me = _attacked_by(line, attacker, don, by_leader)
    assert (me in game.state.chars[P1]) is survives


def test_battle_protection_is_no_protection_from_effects():
    game, me = _ko_mine_from_p2(ex("no_ko_against_leaders"), hand=0)
    assert me in game.state.trash[P1]


# -- replacement effects for your other cards ---------------------------------------------------

def _ko_from_p2(s, *victims):
    """The game with one K.O. effect in P2's hand per victim, and the DON!!
    to play them."""
    for _ in victims:
        s.p2.hand(card_of("[On Play] K.O. up to 1 of your opponent's Characters.",
                          name="Killer"))
    s.p2.don(active=len(victims))
    return s.build()


def test_replacement_for_your_other_matching_characters_once_per_turn():
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_other_once"), name="Guard"))
    navy = s.p1.character(vanilla("Navy", cost=3, types=("Navy",)))
    navy2 = s.p1.character(vanilla("Navy Two", cost=2, types=("Navy",)))
    big = s.p1.character(vanilla("Big Navy", cost=4, types=("Navy",)))
    h1, h2 = s.p1.hand(vanilla("H1"), vanilla("H2"))
    game = _ko_from_p2(s, navy, big, navy2)
    st = game.state
    k1, k2, k3 = st.hand[P2]
    game.apply(Action("play", k2))
    game.apply(Action("select", big))                        # a base cost of 4: no replacement
    expect_decision(game, P2, "main")
    assert big in st.trash[P1]
    game.apply(Action("play", k1))
    game.apply(Action("select", navy))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", h1))
    expect_decision(game, P2, "main")
    assert navy in st.chars[P1] and h1 in st.trash[P1] and guard in st.chars[P1]
    game.apply(Action("play", k3))
    game.apply(Action("select", navy2))                      # once per turn: used
    expect_decision(game, P2, "main")
    assert navy2 in st.trash[P1] and h2 in st.hand[P1]


@pytest.mark.parametrize("accept", [True, False])
def test_replacement_trashing_the_source_instead(accept):
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    rested = s.p1.character(vanilla("Rested"), rested=True)
    game = _ko_from_p2(s, rested)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", rested))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    assert (rested in st.chars[P1], guard in st.trash[P1]) == (accept, accept)


def test_replacement_for_other_cards_does_not_cover_active_ones_or_own_effects():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    active = s.p1.character(vanilla("Active"))
    game = _ko_from_p2(s, active)
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", active))
    expect_decision(game, P2, "main")
    assert active in game.state.trash[P1]
    s = scenario()
    s.p1.character(card_of(ex("replace_other_trash_this"), name="Guard"))
    rested = s.p1.character(vanilla("Rested"), rested=True)
    game, _k = play_from_hand(s, card_of("[On Play] K.O. up to 1 Character."))
    game.apply(Action("select", rested))                     # P1's own effect
    expect_decision(game, P1, "main")
    assert rested in game.state.trash[P1]


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
    assert read(ex("short_noun_trash")).steps[0].target.cards.short_noun


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


# -- replacement effects for a removal from the field ---------------------------------------

_BOUNCE = "[On Play] Return up to 1 of your opponent's Characters to the owner's hand."
_BOTTOM = ("[On Play] Place up to 1 of your opponent's Characters at the bottom of the owner's "
           "deck.")
_KO = "[On Play] K.O. up to 1 of your opponent's Characters."


def _removal_from_p2(line, effect, victim_power=5000, hand=1):
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(line, name="Guard", power=6000))
    victim = s.p1.character(vanilla("Victim", power=victim_power))
    s.p1.hand(*[vanilla(f"H{n}") for n in range(hand)])
    s.p1.deck(vanilla("Top"))
    k = s.p2.hand(card_of(effect, name="Remover"))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    return game, guard, victim


@pytest.mark.parametrize("effect, gone", [
    (_BOUNCE, lambda st, c: c in st.hand[P1]),
    (_BOTTOM, lambda st, c: st.deck[P1][0] == c),
    (_KO, lambda st, c: c in st.trash[P1]),
])
@pytest.mark.parametrize("accept", [True, False])
def test_removal_replacement_for_your_other_characters(effect, gone, accept):
    game, _guard, victim = _removal_from_p2(ex("replace_removal_other"), effect)
    st = game.state
    game.apply(Action("select", victim))
    expect_decision(game, P1, "confirm")
    if accept:
        h = st.hand[P1][0]
        game.apply(Action("accept"))                         # the only card: no choice
        expect_decision(game, P2, "main")
        assert victim in st.chars[P1] and st.hand[P1] == [] and h in st.trash[P1]
    else:
        game.apply(Action("decline"))
        expect_decision(game, P2, "main")
        assert gone(st, victim)


def test_removal_replacement_needs_a_matching_card_and_the_opponents_effect():
    game, _guard, victim = _removal_from_p2(ex("replace_removal_other"), _BOUNCE,
                                            victim_power=6000)
    game.apply(Action("select", victim))                     # 6000 base power: no
    expect_decision(game, P2, "main")
    assert victim in game.state.hand[P1]
    s = scenario()
    s.p1.character(card_of(ex("replace_removal_other"), name="Guard", power=6000))
    mine = s.p1.character(vanilla("Mine"))
    s.p1.hand(vanilla("H"))
    game, _me = play_from_hand(s, card_of("[On Play] Return up to 1 Character to the "
                                          "owner's hand."))
    game.apply(Action("select", mine))                       # P1's own effect: no
    expect_decision(game, P1, "main")
    assert mine in game.state.hand[P1]


def test_removal_replacement_of_this_card_once_per_turn():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_removal_this_once"), name="Me"))
    s.p1.deck(vanilla("A"), vanilla("B"))
    k1, k2 = s.p2.hand(card_of(_BOUNCE, name="Bouncer"), card_of(_BOUNCE, name="Bouncer 2"))
    s.p2.don(active=2)
    game = s.build()
    st = game.state
    game.apply(Action("play", k1))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert me in st.chars[P1] and len(st.hand[P1]) == 1
    game.apply(Action("play", k2))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in st.hand[P1]


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


# -- cannot be rested ----------------------------------------------------------------------------

def test_cannot_be_rested_until_the_end_of_the_opponents_next_end_phase():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=4, power=3000))
    other = s.p2.character(vanilla("Other", cost=4, power=3000))
    s.p2.character(vanilla("Dear", cost=5))
    rester = s.p1.hand(card_of("[On Play] Rest up to 1 of your opponent's Characters.",
                               name="Rester"))[0]
    game, _me = play_from_hand(s, card_of(ex("cannot_be_rested")), cost=2)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe, other)
    game.apply(Action("select", foe))
    st = game.state
    game.apply(Action("play", rester))
    game.apply(Action("select", foe))                        # chosen, but not rested
    expect_decision(game, P1, "main")
    assert not st.rested[foe]
    to_p2_main(game)
    attackers = {a.card for a in opts(game) if a.kind == "attack"}
    assert foe not in attackers and other in attackers       # attacking would rest it
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert foe in {a.card for a in opts(game) if a.kind == "attack"}   # over


def test_a_card_that_cannot_be_rested_cannot_pay_a_rest_cost():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of("[Activate: Main] You may rest this Character: Draw 1 card.",
                                cost=2))
    k = s.p2.hand(card_of(ex("cannot_be_rested"), name="Binder"))[0]
    s.p2.don(active=1)
    s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"))
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert Action("activate", me, 0) not in opts(game)


# -- cannot be removed from the field ------------------------------------------------------------

@pytest.mark.parametrize("effect", [_BOUNCE, _BOTTOM, _KO])
@pytest.mark.parametrize("trash, stays", [(3, True), (2, False)])
def test_cannot_be_removed_by_the_opponents_effects(effect, trash, stays):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("cannot_be_removed"), name="Me"))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(trash)])
    k = s.p2.hand(card_of(effect, name="Remover"))[0]
    s.p2.don(active=1)
    game = s.build()
    assert bool(keywords(game.state, me) & BLOCKER) is stays
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert (me in game.state.chars[P1]) is stays


def test_cannot_be_removed_by_the_opponent_only():
    s = scenario()
    me = s.p1.character(card_of(ex("cannot_be_removed"), name="Me"))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(3)])
    game, _k = play_from_hand(s, card_of("[On Play] Return up to 1 Character to the owner's "
                                         "hand."))
    game.apply(Action("select", me))                         # P1's own effect
    expect_decision(game, P1, "main")
    assert me in game.state.hand[P1]


# -- cannot be K.O.'d for a while ----------------------------------------------------------------

def test_protect_from_the_opponents_effects_until_the_end_of_their_next_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=1000))
    s.p2.character(vanilla("Strong", power=5000))
    s.p2.hand(card_of(_KO, name="Killer"))
    s.p2.don(active=1)
    game, _me = play_from_hand(s, card_of(ex("protect_from_ko")))
    game.apply(Action("select", mine))
    st = game.state
    game.apply(Action("attack", mine, s.p2.leader_id))       # rested: P2 can attack it
    to_p2_main(game)
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", mine))
    expect_decision(game, P2, "main")
    assert mine in st.chars[P1]                              # the effect: prevented
    game.apply(Action("attack", st.chars[P2][0], mine))
    expect_decision(game, P2, "main")
    assert mine in st.trash[P1]                              # a battle: not


@pytest.mark.parametrize("line", [ex("protect_any"), ex("protect_effects")])
def test_protect_this_character_during_this_turn(line):
    s = scenario()
    ko = s.p1.hand(card_of("[On Play] K.O. up to 1 Character.", name="Killer"))[0]
    game, me = play_from_hand(s, card_of(line), cost=2)
    game.apply(Action("play", ko))
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert me in game.state.chars[P1]
    to_p2_main(game)
    assert not game.state.mods                               # it ended with the turn


def test_protect_in_battle_during_this_battle():
    s = scenario(turn_player=1)
    mine = s.p1.character(vanilla("Mine", power=1000), rested=True)
    ev = s.p1.hand(card_of(ex("protect_in_battle"), category="Event", cost=0))[0]
    strong = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", strong, mine))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mine))
    expect_decision(game, P2, "main")                        # no more counters
    assert mine in game.state.chars[P1]                      # 1000 lost to 5000: not K.O.'d


def test_until_the_end_of_your_next_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=1000))
    s.p1.deck(*[vanilla(f"D{n}") for n in range(3)])
    s.p2.deck(*[vanilla(f"E{n}") for n in range(3)])
    game, _me = play_from_hand(s, card_of(ex("until_end_of_your_next_turn")))
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 2000
    to_p2_main(game)
    assert power(st, mine) == 2000
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert power(st, mine) == 2000                           # still, on your next turn
    to_p2_main(game)
    assert power(st, mine) == 1000


@pytest.mark.parametrize("don, expected", [(1, 1), (0, 3)])
def test_give_all_of_your_opponents_characters_minus_cost(don, expected):
    s = scenario()
    me = s.p1.character(card_of(ex("give_cost"), cost=4), don=don)
    mine = s.p1.character(vanilla("Mine", cost=3))
    foe = s.p2.character(vanilla("Foe", cost=3))
    game = s.build()
    st = game.state
    assert (cost(st, foe), cost(st, mine), cost(st, me)) == (expected, 3, 4)
    if don:
        to_p2_main(game)
        assert cost(st, foe) == 3                            # [Your Turn] only


@pytest.mark.parametrize("life, playable", [(2, True), (3, False)])
def test_give_this_card_in_your_hand_minus_cost(life, playable):
    s = scenario()
    c = s.p1.hand(card_of(ex("hand_cost"), cost=4))[0]
    s.p1.life(*[vanilla()] * life)
    s.p1.don(active=2)
    game = s.build()
    st = game.state
    assert cost(st, c) == (2 if playable else 4)
    assert (Action("play", c) in opts(game)) is playable
    if playable:
        game.apply(Action("play", c))
        assert c in st.chars[P1] and st.don_active[P1] == 0
        assert cost(st, c) == 4                              # on the field: the printed cost


def test_replacement_for_one_of_your_typed_characters():
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_one_of"), name="Guard"))
    navy = s.p1.character(vanilla("Navy", types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", types=("Pirate",)))
    game = _ko_from_p2(s, navy, pirate)
    st = game.state
    k1, k2 = st.hand[P2]
    game.apply(Action("play", k1))
    game.apply(Action("select", pirate))
    expect_decision(game, P2, "main")
    assert pirate in st.trash[P1]
    game.apply(Action("play", k2))
    game.apply(Action("select", navy))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert navy in st.chars[P1] and st.rested[guard]


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
