"""The card-text compiler, event timings of the battle: attacks, [Blocker]
and Event activations, damage dealt, "When this Character battles ...",
and the end of a battle.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import P1, P2, card_of, opts, read, scenario, vanilla

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import BLOCKER, CATEGORY_BY_NAME
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "attack_damage": ("Character", (
        "[DON!! x2] When this Character's attack deals damage to your opponent's Life, draw "
        "1 card.")),
    "battles_and_kos": ("Character", (
        "[DON!! x1] When this Character battles and K.O.'s your opponent's Character, set "
        "this Character as active.")),
    "attacks_leader": ("Leader", (
        "[Once Per Turn] When this Leader attacks your opponent's Leader, draw 1 card.")),
    "you_deal_damage": ("Character", (
        "When you deal damage to your opponent's Life, you may trash 2 cards from the top "
        "of your deck. If you do, draw 1 card.")),
    "battles_attribute": ("Character", (
        "When this Character battles ＜Special＞ attribute Characters, this Character gains "
        "+2000 power during this turn.")),
    "battles_attribute_narrow": ("Character", (
        "[Once Per Turn] When this Character battles <Wisdom> attribute Characters, draw 1 "
        "card.")),
    "in_which_cost": ("Character", (
        "[Your Turn] At the end of a battle in which this Character battles your opponent's "
        "Character with a cost of 3 or less, place the opponent's Character you battled with "
        "at the bottom of the owner's deck.")),
    "in_which_may": ("Character", (
        "[DON!! x2] At the end of a battle in which this Character battles your opponent's "
        "Character, you may K.O. the opponent's Character you battled with. If you do, trash "
        "this Character.")),
    "in_which_ko": ("Character", (
        "At the end of a battle in which this Character battles your opponent's Character "
        "with 3000 power or more, K.O. the opponent’s Character you battled with.")),
    "event_or_blocker": ("Character", (
        "When your opponent activates an Event or [Blocker], reveal up to 1 card from the top "
        "of your Life cards. This Character gains +2000 power during this turn per 1 cost on "
        "the revealed card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


# the examples of the event timings ("When ..."): each is read as one
EVENT_TIMING_EXAMPLES = (
    "attack_damage", "battles_and_kos", "attacks_leader",
)


@pytest.mark.parametrize("name", EVENT_TIMING_EXAMPLES)
def test_event_timing_examples_are_read_as_event_timings(name):
    category, line = EXAMPLES[name]
    assert read(line, category).timing in L.EVENT_TIMINGS


def attributed(name: str, attribute: str, power_: int = 1000) -> CardDef:
    return CardDef(f"V-{name}", name, CATEGORY_BY_NAME["Character"], colors=("Red",), cost=1,
                   power=power_, attributes=(attribute,))


# -- an attack dealing damage -------------------------------------------------------------

def test_attack_damage_resolves_after_the_life_check_and_before_its_trigger():
    trigger = card_of("[Trigger] Draw 1 card.", category="Event", name="Life trigger")
    s = scenario()
    c = s.p1.character(card_of(ex("attack_damage"), power=6000), don=2)
    s.p2.life(trigger)
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "trigger")
    assert len(game.state.hand[P1]) == 1 and game.state.life[P2] == []
    game.apply(Action("decline_trigger"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P2]) == 1


def test_attack_damage_fires_once_for_double_attack_and_needs_its_don():
    s = scenario()
    c = s.p1.character(card_of("[Double Attack]", ex("attack_damage"), power=6000), don=2)
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1 and len(game.state.hand[P2]) == 2
    s = scenario()
    c = s.p1.character(card_of(ex("attack_damage"), power=6000), don=1)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == [] and len(game.state.hand[P2]) == 1


# -- attacks --------------------------------------------------------------------------------

def test_battles_and_kos_sets_the_attacker_active():
    s = scenario()
    c = s.p1.character(card_of(ex("battles_and_kos"), power=5000), don=1)
    theirs = s.p2.character(vanilla("Theirs", power=1000), rested=True)
    game = s.build()
    game.apply(Action("attack", c, theirs))
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and not game.state.rested[c]
    # attacking the Leader K.O.s nothing: it stays rested
    s = scenario()
    c = s.p1.character(card_of(ex("battles_and_kos"), power=5000), don=1)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert game.state.rested[c]


def test_attacks_your_opponents_leader_only():
    s = scenario(leader1=card_of(ex("attacks_leader"), category="Leader", power=5000, life=5))
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    s = scenario(leader1=card_of(ex("attacks_leader"), category="Leader", power=5000, life=5))
    theirs = s.p2.character(vanilla("Theirs", power=1000), rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, theirs))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


# -- "When you deal damage to your opponent's Life" ------------------------------------

def test_deal_damage_fires_for_any_attacker_of_yours_once_per_attack():
    # ruling on OP03-043: another card's attack counts; [Double Attack] only once
    s = scenario()
    s.p1.character(card_of(ex("you_deal_damage"), power=1000))
    attacker = s.p1.character(card_of("[Double Attack]", power=6000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P1, "choose_number")
    game.apply(max(opts(game), key=lambda a: a.target))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.trash[P1]) == 2 and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 2


def test_deal_damage_declined_means_the_if_you_do_step_does_not_happen():
    s = scenario()
    s.p1.character(card_of(ex("you_deal_damage"), power=1000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, P1, "choose_number")
    game.apply(min(opts(game), key=lambda a: a.target))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.trash[P1] == [] and st.hand[P1] == [] and len(st.deck[P1]) == 5


def test_deal_damage_not_when_the_attack_loses_or_hits_a_character():
    s = scenario()
    s.p1.character(card_of(ex("you_deal_damage"), power=1000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    theirs = s.p2.character(vanilla("Theirs", power=1000), rested=True)
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, theirs))
    expect_decision(game, P1, "main")
    assert game.state.trash[P1] == [] and len(game.state.deck[P1]) == 5


# -- "When this Character battles <X> attribute Characters" ---------------------------------

def test_battles_an_attribute_character_that_attacks_it():
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("battles_attribute"), power=3000), rested=True)
    special = s.p2.character(attributed("Special one", "Special", 4000))
    game = s.build()
    game.apply(Action("attack", special, mine))
    st = game.state
    assert power(st, mine) == 5000
    expect_decision(game, P2, "main")                     # no hand, no [Blocker]: no Step asked
    # 4000 against 5000: the attack fails, nothing is K.O.'d
    assert mine in st.chars[P1] and special in st.chars[P2] and st.life[P1] == []


def test_battles_twice_gains_twice():
    # ruling on ST05-010: attacked twice by such Characters, +6000
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("battles_attribute"), power=9000), rested=True)
    a = s.p2.character(attributed("First", "Special", 1000))
    b = s.p2.character(attributed("Second", "Special", 1000))
    game = s.build()
    for attacker in (a, b):
        game.apply(Action("attack", attacker, mine))
        expect_decision(game, P2, "main")
    assert power(game.state, mine) == 13000


def test_battles_another_attribute_or_a_leader_does_nothing():
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("battles_attribute"), power=3000), rested=True)
    other = s.p2.character(attributed("Striker", "Strike", 1000))
    game = s.build()
    game.apply(Action("attack", other, mine))
    assert power(game.state, mine) == 3000
    # attacking their Leader (not a Character) with the same card
    s = scenario()
    mine = s.p1.character(card_of(ex("battles_attribute"), power=3000))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", mine, s.p2.leader_id))
    assert power(game.state, mine) == 3000


def test_battles_when_attacking_an_attribute_character_or_blocked_by_one():
    s = scenario()
    mine = s.p1.character(card_of(ex("battles_attribute_narrow"), power=3000))
    wise = s.p2.character(attributed("Wise", "Wisdom", 1000), rested=True)
    game = s.build()
    game.apply(Action("attack", mine, wise))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    s = scenario()
    mine = s.p1.character(card_of(ex("battles_attribute_narrow"), power=3000))
    blocker = s.p2.character(CardDef("V-Wall", "Wall", CATEGORY_BY_NAME["Character"],
                                     colors=("Red",), cost=1, power=1000,
                                     attributes=("Wisdom",), keywords=BLOCKER))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", mine, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", blocker))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


# -- "At the end of a battle in which this Character battles your opponent's
# Character ..., ... the opponent's Character you battled with" ----------------------------

def _battle(line: str, their_cost: int, their_power: int, mine_power: int = 2000, don=0,
            turn_player=P1):
    s = scenario(turn_player=turn_player)
    mine = s.p1.character(card_of(line, power=mine_power), don=don,
                          rested=turn_player == P2)
    theirs = s.p2.character(vanilla("Theirs", cost=their_cost, power=their_power),
                            rested=turn_player == P1)
    game = s.build()
    if turn_player == P1:
        game.apply(Action("attack", mine, theirs))
    else:
        game.apply(Action("attack", theirs, mine))
    return game, mine, theirs


@pytest.mark.parametrize("cost, placed", [(3, True), (4, False)])
def test_end_of_a_battle_places_the_character_battled_with(cost, placed):
    game, mine, theirs = _battle(ex("in_which_cost"), cost, 5000)
    expect_decision(game, P1, "main")
    st = game.state
    assert mine in st.chars[P1]
    assert (theirs in st.deck[P2] and st.deck[P2][0] == theirs) == placed
    assert (theirs in st.chars[P2]) != placed


def test_end_of_a_battle_after_a_ko_in_battle_the_card_stays_in_the_trash():
    # ruling on OP04-047: the Character K.O.'d in that battle is trashed
    game, _, theirs = _battle(ex("in_which_cost"), 2, 1000)
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and theirs not in game.state.deck[P2]


def test_end_of_a_battle_your_turn_only():
    game, mine, theirs = _battle(ex("in_which_cost"), 2, 1000, mine_power=5000,
                                 turn_player=P2)
    expect_decision(game, P2, "main")
    assert theirs in game.state.chars[P2] and mine in game.state.chars[P1]


@pytest.mark.parametrize("accept", [True, False])
def test_end_of_a_battle_you_may_ko_it_and_if_you_do_trash_this(accept):
    game, mine, theirs = _battle(ex("in_which_may"), 5, 5000, don=2)
    expect_decision(game, P1, "confirm")                 # "you may K.O. ..."
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")                    # the one card it battled: no choice
    st = game.state
    assert (theirs in st.trash[P2]) == accept and (mine in st.trash[P1]) == accept
    assert (theirs in st.chars[P2]) != accept and (mine in st.chars[P1]) != accept


def test_end_of_a_battle_needs_the_don_and_this_card_still_on_the_field():
    game, mine, theirs = _battle(ex("in_which_may"), 5, 5000, don=1)
    expect_decision(game, P1, "main")
    assert theirs in game.state.chars[P2]
    # ruling on ST08-013: K.O.'d in that battle, it is another card then
    game, mine, theirs = _battle(ex("in_which_may"), 5, 6000, mine_power=1000, don=2,
                                 turn_player=P2)
    expect_decision(game, P2, "main")
    assert mine in game.state.trash[P1] and theirs in game.state.chars[P2]


@pytest.mark.parametrize("their_power, koed", [(3000, True), (2000, False)])
def test_end_of_a_battle_ko_with_a_power_qualifier(their_power, koed):
    game, mine, theirs = _battle(ex("in_which_ko"), 5, their_power, mine_power=5000,
                                 turn_player=P2)
    expect_decision(game, P2, "main")
    assert (theirs in game.state.trash[P2]) == koed and mine in game.state.chars[P1]


# -- "When your opponent activates an Event or [Blocker], reveal up to 1 card from the
# top of your Life cards. ... per 1 cost on the revealed card" --------------------------------

@pytest.mark.parametrize("reveal, gained", [(1, 6000), (0, 0)])
def test_a_blocker_fires_it_and_the_revealed_cost_counts(reveal, gained):
    s = scenario()
    c = s.p1.character(card_of(ex("event_or_blocker"), power=1000))
    attacker = s.p1.character(vanilla("Attacker", power=5000))
    s.p1.life(vanilla("Top", cost=3))
    wall = s.p2.character(vanilla("Wall", power=1000, kws=("Blocker",)))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", wall))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, reveal))
    st = game.state
    assert power(st, c) == 1000 + gained and len(st.life[P1]) == 1


def test_an_opponents_counter_event_fires_it_but_not_your_own_attack():
    bump = card_of("[Counter] Your Leader gains +1000 power during this battle.",
                   category="Event", name="Bump", cost=0)
    s = scenario()
    c = s.p1.character(card_of(ex("event_or_blocker"), power=1000))
    attacker = s.p1.character(vanilla("Attacker", power=5000))
    s.p1.life(vanilla("Top", cost=2))
    e = s.p2.hand(bump)[0]
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    assert power(game.state, c) == 1000
    game.apply(Action("counter_event", e))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert power(game.state, c) == 5000
