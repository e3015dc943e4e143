"""The card-text compiler, restrictions: what a card or a player cannot do
(cannot attack, cannot play Characters, cannot set DON!! active, will not
become active in the Refresh Phase) and negated effects.

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
    leader,
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
from optcg.engine.carddef import CardDef
from optcg.engine.constants import ATTACK_ACTIVE, BLOCKER, KEYWORD_BITS, RUSH_CHARACTER
from optcg.engine.effects import language as L
from optcg.engine.effects.phrasing import wording
from optcg.engine.errors import IllegalActionError
from optcg.engine.stats import keywords
from optcg.testing import answer, custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "attack_tax": ("Event", (
        "[Main] Select all of your opponent's Characters on their field. Until the end of your "
        "opponent's next turn, none of the selected Characters can attack unless your opponent "
        "trashes 3 cards from their hand whenever they attack.")),
    "no_don_active_by_characters": ("Character", (
        "[Activate: Main] Set up to 2 of your DON!! cards as active. Then, you cannot set DON!! "
        "cards as active using Character effects during this turn.")),
    "negate_the_effect": ("Event", (
        "[Main] Negate the effect of up to 1 of your opponent's Characters with a cost of 4 or "
        "less during this turn.")),
    "negate_and_cannot_attack": ("Character", (
        "[On Play] Negate the effect of up to 1 of your opponent's Characters and that Character "
        "cannot attack until the end of your opponent's next turn.")),
    "cannot_play_characters": ("Character", (
        "[Activate: Main] [Once Per Turn] Set up to 2 of your DON!! cards as active. Then, you "
        "cannot play Character cards during this turn.")),
    "cannot_play_any_characters": ("Character", (
        "[On Play] Draw 1 card. Then, you cannot play any Character cards on your field during "
        "this turn.")),
    "stay_rested": ("Character", (
        "[On Play] Up to 1 of your opponent's rested Characters with a cost of 4 or less will "
        "not become active in your opponent's next Refresh Phase.")),
    "cannot_be_rested_cost_3": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters with a cost of 3 or less cannot be "
        "rested until the end of your opponent's next End Phase.")),
    "attack_active_step": ("Character", (
        "[On Play] Up to 1 of your {Navy} type Characters can also attack active Characters "
        "during this turn.")),
    "stay_rested_the_next": ("Event", (
        "[Main] Up to 1 of your opponent's Characters with a cost of 2 or less will not become "
        "active in the next Refresh Phase.")),
    "return_trash_to_bottom": ("Character", (
        "[On Play] Return 2 cards from your trash to the bottom of your deck in any order.")),
    "stay_rested_your_next": ("Character", (
        "[When Attacking] This Character will not become active in your next Refresh Phase.")),
    "stay_rested_selected_leader_and_character": ("Character", (
        "[On Play] Select your opponent's rested Leader and up to 1 Character card. The "
        "selected cards will not become active in your opponent's next Refresh Phase.")),
    "unblockable_given_by_cost": ("Event", (
        "[Main] You may give 1 active DON!! card to 1 of your [Test Hero]: Your opponent cannot "
        "activate [Blocker] when the card given these DON!! cards attacks during this turn.")),
    "cannot_attack_low_base_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] If this Character battles your opponent's Character "
        "during this turn, this Character cannot attack your opponent's Characters with a base "
        "cost of 4 or less during this turn.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "refresh_lock": ("Stage", (
        "If your Leader is [Test Boss], all Characters with a cost of 3 or less do not become "
        "active in your and your opponent's Refresh Phases.")),
    "attack_only": ("Character", (
        "[Opponent's Turn] If this Character is rested, your opponent cannot attack any card "
        "other than the Character [Test Guard].")),
    # -- permanent effects
    "cannot_attack": ("Leader", "This Leader cannot attack."),
    "attack_active_don": ("Character", (
        "[DON!! x1] This Character can also attack your opponent's active Characters.")),
    "attack_active": ("Character", "This Character can also attack active Characters."),
    "attack_characters_when_played": ("Character", (
        "This Character can attack Characters on the turn in which it is played.")),
    "rush_character": ("Character", "[Rush: Character]"),
    "no_leader_attack_when_played": ("Character", (
        "This Character cannot attack a Leader on the turn in which it is played.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    negate = read(ex("negate_and_cannot_attack")).steps[0]
    assert isinstance(negate, L.Negate) and negate.cannot_attack
    assert negate.duration == L.UNTIL_END_OF_OPPONENTS_NEXT_TURN
    assert isinstance(read(ex("refresh_lock"), "Stage").effect, L.RefreshLock)
    assert isinstance(read(ex("attack_only")).effect, L.AttackOnly)
    assert read(ex("cannot_attack"), "Leader").effect == L.StaticCannotAttack(L.This())


# -- "you cannot set DON!! cards as active using Character effects during this turn" --------

def test_character_effects_set_no_more_don_active_this_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("no_don_active_by_characters")))
    other = s.p1.character(card_of(ex("no_don_active_by_characters")))
    event = s.p1.hand(card_of("[Main] Set up to 1 of your DON!! cards as active.",
                              category="Event", cost=0))[0]
    s.p1.don(rested=4)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1
    game.apply(Action("activate", other, 0))        # a Character's effect: banned
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 1
    game.apply(Action("play", event))               # an Event's effect still sets one
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 2


def test_the_ban_ends_with_the_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("no_don_active_by_characters")))
    s.p1.don(rested=4)
    game = s.build()
    game.apply(Action("activate", me, 0))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert game.state.mods
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not game.state.mods


# -- "negate the effect of ..." -------------------------------------------------------

def test_the_negated_character_loses_its_blocker_and_a_dearer_one_is_not_offered():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap Blocker", cost=4, kws=("Blocker",)))
    dear = s.p2.character(vanilla("Dear Blocker", cost=5, kws=("Blocker",)))
    game, _e = play_from_hand(s, card_of(ex("negate_the_effect"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "main")
    st = game.state
    assert not keywords(st, cheap) & BLOCKER and keywords(st, dear) & BLOCKER
    to_p2_main(game)
    assert keywords(st, cheap) & BLOCKER                  # "during this turn" only


def test_the_negated_character_cannot_attack_in_the_opponents_next_turn():
    s = scenario()
    chosen = s.p2.character(vanilla("Chosen", power=5000, kws=("Blocker",)))
    other = s.p2.character(vanilla("Other", power=5000))
    game, _me = play_from_hand(s, card_of(ex("negate_and_cannot_attack")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", chosen))
    expect_decision(game, P1, "main")
    st = game.state
    assert not keywords(st, chosen) & BLOCKER
    to_p2_main(game)
    leader = st.leaders[P1]
    assert Action("attack", chosen, leader) not in opts(game)
    assert Action("attack", other, leader) in opts(game)
    assert not keywords(st, chosen) & BLOCKER             # still negated on that turn


# -- "you cannot play Character cards during this turn" ---------------------------------

def test_no_character_is_played_after_the_effect():
    s = scenario()
    me = s.p1.character(card_of(ex("cannot_play_characters")))
    hand = s.p1.hand(vanilla("In hand", cost=1))[0]
    s.p1.don(rested=2)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    answer(game, "choose_number", Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 2
    assert not any(a.kind == "play" and a.card == hand for a in opts(game))
    to_p1_next_main(game)
    assert any(a.kind == "play" and a.card == hand for a in opts(game))


def test_any_character_cards_on_your_field_is_the_same_ban():
    worded = read(ex("cannot_play_any_characters")).steps[1]
    assert worded == L.CannotPlayCharacters(L.THIS_TURN)
    assert wording(worded, "word") == "any"


def test_without_the_effect_the_character_can_be_played():
    s = scenario()
    hand = s.p1.hand(vanilla("In hand", cost=1))[0]
    s.p1.don(active=1)
    game = s.build()
    assert any(a.kind == "play" and a.card == hand for a in opts(game))


# -- refresh locks and "cannot be rested" --------------------------------------------------

def test_a_rested_character_stays_rested_in_the_next_refresh_phase_only():
    s = scenario()
    kept = s.p2.character(vanilla("Kept", cost=4), rested=True)
    big = s.p2.character(vanilla("Big", cost=5), rested=True)
    game, _ = play_from_hand(s, card_of(ex("stay_rested")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(kept)                         # not the cost 5
    game.apply(Action("select", kept))
    st = game.state
    to_p2_main(game)
    assert st.rested[kept] and not st.rested[big]
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not st.rested[kept]                                 # the next one sets it active


def test_cannot_be_rested_nor_attack_until_the_end_of_the_opponents_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=3))
    game, _ = play_from_hand(s, card_of(ex("cannot_be_rested_cost_3")))
    game.apply(Action("select", foe))
    st = game.state
    to_p2_main(game)
    assert not any(a.kind == "attack" and a.card == foe for a in opts(game))
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    to_p2_main(game)                                           # the effect has ended
    assert any(a.kind == "attack" and a.card == foe for a in opts(game))
    assert not st.rested[foe]


def test_a_rest_effect_does_not_rest_a_character_that_cannot_be_rested():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=3))
    other = s.p2.character(vanilla("Other", cost=3))
    rest_all = card_of("[Activate: Main] Rest up to 2 of your opponent's Characters.")
    r = s.p1.character(rest_all)
    game, _ = play_from_hand(s, card_of(ex("cannot_be_rested_cost_3")))
    game.apply(Action("select", foe))
    game.apply(Action("activate", r, 0))
    game.apply(Action("select", foe))
    game.apply(Action("select", other))
    st = game.state
    assert not st.rested[foe] and st.rested[other]


def test_rush_character_is_a_keyword_line():
    assert read("[Rush: Character]") == "Rush: Character"
    s = scenario()
    rc = s.p1.character(card_of("[Rush: Character]"), played_this_turn=True)
    foe = s.p2.character(vanilla("Foe"), rested=True)
    game = s.build()
    targets = {a.target for a in opts(game) if a.kind == "attack" and a.card == rc}
    assert targets == {foe}                                    # not the Leader


# -- Refresh Phase locks, attack restrictions -------------------------------------------

def test_refresh_lock_for_both_players():
    boss = custom_card("L-B", "Test Boss", "Leader", power=5000)
    s = scenario(leader1=boss)
    s.p1.stage(card_of(ex("refresh_lock"), category="Stage", name="Cage"))
    mine = s.p1.character(vanilla("Mine", cost=3), rested=True)
    theirs = s.p2.character(vanilla("Theirs", cost=2), rested=True)
    big = s.p2.character(vanilla("Big", cost=4), rested=True)
    game = s.build()
    st = game.state
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert st.rested[theirs] and not st.rested[big] and not st.rested[st.leaders[P2]]
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert st.rested[mine] and not st.rested[st.leaders[P1]]


def test_refresh_lock_needs_its_condition():
    s = scenario()
    s.p1.stage(card_of(ex("refresh_lock"), category="Stage", name="Cage"))
    theirs = s.p2.character(vanilla("Theirs", cost=2), rested=True)
    game = s.build()
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not game.state.rested[theirs]


def _attacks(game, attacker):
    return {a.target for a in opts(game) if a.kind == "attack" and a.card == attacker}


def test_opponent_can_attack_only_the_named_character():
    guard = card_of(ex("attack_only"), name="Test Guard")
    s = scenario(turn_player=1)
    g1 = s.p1.character(guard, rested=True)
    g2 = s.p1.character(custom_card("C-G", "Test Guard"), rested=True)
    other = s.p1.character(vanilla("Other"), rested=True)
    att = s.p2.character(vanilla("Attacker", power=5000))
    game = s.build()
    # official ruling on OP01-051: any Character named so can be attacked
    assert _attacks(game, att) == {g1, g2}
    assert other not in _attacks(game, att)


def test_attack_restriction_needs_the_character_rested():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("attack_only"), name="Test Guard"))
    other = s.p1.character(vanilla("Other"), rested=True)
    att = s.p2.character(vanilla("Attacker", power=5000))
    game = s.build()
    assert _attacks(game, att) == {game.state.leaders[P1], other}


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


# -- "This Character cannot attack a Leader on the turn in which it is played" -------------

@pytest.mark.parametrize("rush", [True, False])
def test_no_leader_attack_on_the_turn_it_is_played(rush):
    me = card_of(ex("no_leader_attack_when_played"), power=5000)
    me = CardDef(me.number, me.name, me.category, colors=("Red",), cost=1, power=5000,
                 keywords=KEYWORD_BITS["Rush"] if rush else 0, abilities=me.abilities,
                 statics=me.statics)
    s = scenario()
    foe = s.p2.character(vanilla("Foe"), rested=True)
    game, c = play_from_hand(s, me)
    expect_decision(game, P1, "main")
    legal = opts(game)
    assert Action("attack", c, s.p2.leader_id) not in legal
    assert (Action("attack", c, foe) in legal) == rush
    with pytest.raises(IllegalActionError):
        game.apply(Action("attack", c, s.p2.leader_id))
    # the next turns: the Leader too
    to_p2_main(game)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert Action("attack", c, s.p2.leader_id) in opts(game)


# -- "... will not become active in the next Refresh Phase" -----------------------------

def test_the_chosen_character_stays_rested_in_its_owners_refresh():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=2), rested=True)
    dear = s.p2.character(vanilla("Dear", cost=3), rested=True)
    game, _me = play_from_hand(s, card_of(ex("stay_rested_the_next"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)                 # cost 3 is excluded
    game.apply(Action("select", cheap))
    to_p2_main(game)
    st = game.state
    assert st.rested[cheap] and not st.rested[dear]


# -- "This Character will not become active in your next Refresh Phase" ----------------------

def test_your_character_stays_rested_in_your_next_refresh_phase():
    s = scenario()
    me = s.p1.character(card_of(ex("stay_rested_your_next"), power=6000))
    other = s.p1.character(vanilla("Other", power=6000))
    s.p2.life(vanilla(), vanilla(), vanilla())
    game = s.build()
    for attacker in (me, other):
        game.apply(Action("attack", attacker, s.p2.leader_id))
        expect_decision(game, P1, "main")              # no [Blocker], no Counter: no Step asked
    to_p1_next_main(game)
    st = game.state
    assert st.rested[me] and not st.rested[other]


def test_the_step_returns_the_trash_cards_to_the_bottom():
    s = scenario()
    a, b, c = s.p1.trash(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("return_trash_to_bottom")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", b))
    game.apply(Action("select", c))
    expect_decision(game, P1, "main")                   # chosen one by one: that is their order
    st = game.state
    assert set(st.deck[P1][:2]) == {b, c} and st.trash[P1] == [a]


# -- "none of the selected Characters can attack unless your opponent trashes 3 cards
# from their hand whenever they attack" ----------------------------------------------------

@pytest.mark.parametrize("cards, may", [(4, True), (2, False)])
def test_an_attack_costs_3_hand_cards_or_cannot_be_made(cards, may):
    s = scenario()
    [event] = s.p1.hand(card_of(ex("attack_tax"), category="Event", cost=0))
    s.p1.deck(*[vanilla("D")] * 3)
    s.p1.life(vanilla("L1"))
    foe = s.p2.character(vanilla("Foe", power=6000))
    s.p2.hand(*[vanilla(f"H{k}") for k in range(cards - 1)])   # and 1 drawn
    s.p2.deck(*[vanilla("D")] * 3)
    game = s.build()
    game.apply(Action("play", event))
    to_p2_main(game)
    attack = Action("attack", foe, s.p1.leader_id)
    assert (attack in opts(game)) == may
    if may:
        game.apply(attack)
        for _ in range(3):
            expect_decision(game, P2, "select")
            game.apply(next(iter(opts(game))))
        expect_decision(game, P2, "main")
        assert len(game.state.hand[P2]) == 1 and len(game.state.trash[P2]) == 3


# -- "... when the card given these DON!! cards attacks": the card the cost chose --------

@pytest.mark.parametrize("attacker, blockable", [("Test Hero", False), ("Other", True)])
def test_the_card_given_the_don_by_the_cost_cannot_be_blocked(attacker, blockable):
    ability = read(ex("unblockable_given_by_cost"), "Event")
    assert ability.steps == (L.UnblockableWhenAttacking(L.GivenCost()),)
    assert wording(ability.steps[0], "word") == "when"
    s = scenario()
    mine = {"Test Hero": s.p1.character(vanilla("Test Hero", power=5000)),
            "Other": s.p1.character(vanilla("Other", power=5000))}
    s.p2.character(vanilla("Wall", power=6000, kws=("Blocker",)))
    s.p2.life(vanilla())
    event = card_of(ex("unblockable_given_by_cost"), category="Event", cost=0)
    game, _ = play_from_hand(s, event, cost=1)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")              # the only [Test Hero]: chosen by itself
    assert game.state.don[mine["Test Hero"]] == 1
    game.apply(Action("attack", mine[attacker], game.state.leaders[P2]))
    if blockable:
        expect_decision(game, P2, "block")
    else:       # no [Blocker] to use: the Block Step asks nothing, the attack hits (CR 7-1-2)
        expect_decision(game, P1, "main")
        assert game.state.life[P2] == []
