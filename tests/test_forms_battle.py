"""The card-text compiler, battle: bans on [Blocker], and changes to the
attack target.

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
from optcg.engine.stats import power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "change_selected": ("Event", (
        "[Counter] Select 1 of your Characters. Change the attack target to the selected "
        "Character.")),
    "change_named": ("Character", (
        "[On Your Opponent's Attack] [Once Per Turn] You may rest this Character: Change the "
        "target of the attack to your [Hero] with 4000 base power or more.")),
    "change_leader_or_one": ("Event", (
        "[Counter] Select your Leader or 1 of your {Navy} type Characters. Change the attack "
        "target to the selected card.")),
    "change_this_leader_or_one": ("Leader", (
        "[On Your Opponent's Attack] Change the target of that attack to this Leader or to "
        "one of your {Navy} type Character cards.")),
    "selected_attacks": ("Character", (
        "[On Play] Select up to 1 of your {Navy} type Characters with 5000 power or more. If "
        "the selected Character attacks during this turn, your opponent cannot activate "
        "[Blocker].")),
    "leader_attacks_unblocked": ("Event", (
        "[Main] Your opponent cannot activate [Blocker] whenever your Leader attacks during "
        "this turn.")),
    "selected_card_attacks": ("Event", (
        "[Main] Select up to 1 of your [Test Hero] cards and that card gains +1000 power during "
        "this turn. Then, if the selected card attacks during this turn, your opponent cannot "
        "activate [Blocker].")),
    "opponent_may_don": ("Character", (
        "[On Your Opponent's Attack] Your opponent may return 2 of their active DON!! cards to "
        "their DON!! deck. If they do not, this Character gains +3000 power during this "
        "turn.")),
    "no_weak_blocker": ("Character", (
        "[When Attacking] Your opponent cannot activate a [Blocker] Character that has 3000 or "
        "less power during this battle.")),
    "no_cheap_blocker": ("Character", (
        "[When Attacking] Your opponent cannot activate the [Blocker] of any Character with a "
        "cost of 3 or less during this battle.")),
    "cannot_activate_blocker": ("Event", (
        "[Main] Up to 1 of your opponent's Characters with 3000 power or less cannot activate "
        "[Blocker] during this turn.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    steps = read(ex("no_weak_blocker")).steps
    assert steps == (L.CannotBlock(max_power=3000),)


# -- "Change the attack target to ..." --------------------------------------------------------

def test_a_counter_changes_the_attack_target_to_an_active_character():
    # ruling on EB01-038: an active Character can be the new target
    s = scenario(turn_player=P2)
    mine = s.p1.character(vanilla("Mine", power=1000))
    e = s.p1.hand(card_of(ex("change_selected"), category="Event", name="Swap", cost=0))[0]
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    s.p1.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", e))                # Mine, the only choice, is taken
    expect_decision(game, P2, "main")
    st = game.state
    assert mine in st.trash[P1] and len(st.life[P1]) == 1


@pytest.mark.parametrize("base, changed", [(4000, True), (3000, False)])
def test_change_the_target_of_the_attack_to_your_named_character(base, changed):
    s = scenario(turn_player=P2)
    s.p1.character(card_of(ex("change_named"), power=1000))
    hero = s.p1.character(vanilla("Hero", power=base), rested=True)
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    s.p1.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    st = game.state
    assert (hero in st.trash[P1]) == changed and (len(st.life[P1]) == 1) == changed


def test_examples_read_your_leader_or_one_of_a_description():
    for name in ("change_leader_or_one", "change_this_leader_or_one"):
        steps = read(ex(name)).steps
        choose = steps[0].target
        assert choose.cards.categories == (L.LEADER,) and choose.cards.owner == L.YOU
        assert [(c.categories, c.types) for c in choose.cards.alt] == [((L.CHARACTER,),
                                                                         ("Navy",))]
        assert choose.count == L.exactly(1)


# -- "If the selected Character attacks during this turn, your opponent cannot
# activate [Blocker]" ------------------------------------------------------------------------

def test_the_selected_character_attacks_unblocked_and_another_can_be_blocked():
    # ruling on ST21-003: another attacker of the same turn can be blocked
    s = scenario()
    navy = s.p1.character(vanilla("Navy", power=5000, types=("Navy",)))
    other = s.p1.character(vanilla("Other", power=5000))
    wall = s.p2.character(vanilla("Wall", power=1000, kws=("Blocker",)))
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("selected_attacks")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)
    game.apply(Action("select", navy))
    expect_decision(game, P1, "main")
    game.apply(Action("attack", navy, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1
    game.apply(Action("attack", other, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert Action("block", wall) in opts(game)


@pytest.mark.parametrize("attacker_is_leader", [True, False])
def test_no_blocker_whenever_your_leader_attacks_and_a_character_can_be_blocked(
        attacker_is_leader):
    s = scenario()
    other = s.p1.character(vanilla("Other", power=5000))
    wall = s.p2.character(vanilla("Wall", power=1000, kws=("Blocker",)))
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("leader_attacks_unblocked"), category="Event"))
    expect_decision(game, P1, "main")
    attacker = s.p1.leader_id if attacker_is_leader else other
    game.apply(Action("attack", attacker, s.p2.leader_id))
    if attacker_is_leader:
        expect_decision(game, P1, "main")                 # no Block Step was asked
        assert len(game.state.life[P2]) == 1
    else:
        expect_decision(game, P2, "block")
        assert Action("block", wall) in opts(game)


@pytest.mark.parametrize("active, answer, returned", [
    (2, 1, True), (3, 0, False), (1, None, False)])
def test_your_opponent_may_return_active_don_or_this_gains(active, answer, returned):
    # ruling on OP15-059: with too few active DON!!, they cannot: the rest applies
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("opponent_may_don"), power=1000))
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    s.p2.don(active=active, deck=5)
    s.p1.hand(vanilla("Counter", counter=1000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    if answer is not None:
        expect_decision(game, P2, "choose_number")
        game.apply(Action("number", -1, answer))
    expect_decision(game, P1, "counter")
    st = game.state
    assert st.don_active[P2] == active - (2 if returned else 0)
    assert st.don_deck[P2] == 5 + (2 if returned else 0)
    assert power(st, mine) == (1000 if returned else 4000)


# -- a [Blocker] ban on weak Characters ------------------------------------------------------

def test_no_blocker_with_that_power_or_less_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_weak_blocker"), power=6000))
    big = s.p2.character(vanilla("Big Blocker", power=4000, kws=("Blocker",)))
    small = s.p2.character(vanilla("Small Blocker", power=3000, kws=("Blocker",)))
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", big), Action("no_block")}
    game.apply(Action("no_block"))
    # the next battle: both may block again
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", big), Action("block", small), Action("no_block")}


def test_no_blocker_with_that_cost_or_less_during_this_battle():
    s = scenario()
    a = s.p1.character(card_of(ex("no_cheap_blocker"), power=6000))
    dear = s.p2.character(vanilla("Dear Blocker", cost=4, power=1000, kws=("Blocker",)))
    cheap = s.p2.character(vanilla("Cheap Blocker", cost=3, power=9000, kws=("Blocker",)))
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", dear), Action("no_block")}
    game.apply(Action("no_block"))
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", dear), Action("block", cheap), Action("no_block")}


# -- "<target> cannot activate [Blocker] during this turn" -------------------------------

def test_the_chosen_character_cannot_block_this_turn():
    s = scenario()
    weak = s.p2.character(vanilla("Weak Blocker", power=3000, kws=("Blocker",)))
    strong = s.p2.character(vanilla("Strong Blocker", power=4000, kws=("Blocker",)))
    a = s.p1.character(vanilla("Attacker", power=6000))
    s.p2.life(vanilla(), vanilla())
    game, _me = play_from_hand(s, card_of(ex("cannot_activate_blocker"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(weak)                  # 4000 power is excluded
    game.apply(Action("select", weak))
    expect_decision(game, P1, "main")
    game.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(game, P2, "block")
    assert opts(game) == {Action("block", strong), Action("no_block")}
