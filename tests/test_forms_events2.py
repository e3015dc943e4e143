"""Events family, round 2: more event timings and battle hooks.

"When you deal damage to your opponent's Life", "When this Character battles
<X> attribute Characters", "When you play a Character with no base effect
from your hand", "you may trash N cards from the top of your deck. If you
do, ..." (CR 8-1-3-1, 7-1; language.EVENTS2_TIMINGS).

Each example sentence is our own, in the official style; each must render
back exactly, and the behaviour tests play it, with a case where it must
not apply.  Rulings cited are in ../shared/faq/.
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
from test_card_compiler import leader as plain_leader
from test_forms_events import EXAMPLES as EVENT_EXAMPLES

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import BLOCKER, CATEGORY_BY_NAME
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

EXAMPLES = {
    "you_deal_damage": ("Character", (
        "When you deal damage to your opponent's Life, you may trash 2 cards from the top "
        "of your deck. If you do, draw 1 card.")),
    "battles_attribute": ("Character", (
        "When this Character battles ＜Special＞ attribute Characters, this Character gains "
        "+2000 power during this turn.")),
    "battles_attribute_narrow": ("Character", (
        "[Once Per Turn] When this Character battles <Wisdom> attribute Characters, draw 1 "
        "card.")),
    "vanilla_from_hand": ("Leader", (
        "[Once Per Turn] When you play a Character with no base effect from your hand, if you "
        "have 2 or less Characters, draw 1 card.")),
    "attacks_or_attacked": ("Leader", (
        "When this Leader attacks or is attacked, you may trash any number of Stage cards "
        "from your hand. This Leader gains +2000 power during this battle for every card "
        "trashed.")),
    "any_number_one_of_yours": ("Character", (
        "[On Your Opponent's Attack] You may trash any number of {Navy} type cards from your "
        "hand. Your Leader or 1 of your Characters gains +1000 power during this battle for "
        "every card trashed.")),
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
    "end_of_this_battle": ("Character", (
        "[When Attacking] Draw 1 card. Then, at the end of this battle, place this Character "
        "at the bottom of the owner's deck.")),
    "not_drawn": ("Leader", (
        "[DON!! x1] When you activate an Event, you may draw 1 card if you have 3 or less "
        "cards in your hand and haven't drawn a card using this Leader's effect during this "
        "turn.")),
    "same_as_selected": ("Character", (
        "[On Play] Select up to 1 of your opponent's Characters. This Character's base power "
        "becomes the same as the selected Character's power during this turn.")),
    "same_as_leader_power": ("Character", (
        "[When Attacking] This Character's base power becomes the same as your opponent's "
        "Leader's power during this turn.")),
    "same_as_leader": ("Character", (
        "[DON!! x1] [When Attacking] This Character's base power becomes the same as your "
        "opponent's Leader until the start of your next turn.")),
    "same_as_attacker": ("Character", (
        "[On Your Opponent's Attack] This Character's base power becomes the same as the power "
        "of your opponent's attacking Leader or Character during this turn.")),
    "change_selected": ("Event", (
        "[Counter] Select 1 of your Characters. Change the attack target to the selected "
        "Character.")),
    "change_named": ("Character", (
        "[On Your Opponent's Attack] [Once Per Turn] You may rest this Character: Change the "
        "target of the attack to your [Hero] with 4000 base power or more.")),
    "opponent_may": ("Character", (
        "[When Attacking] Your opponent may trash 1 card from the top of their Life cards. If "
        "they do not, draw 2 cards.")),
    "selected_attacks": ("Character", (
        "[On Play] Select up to 1 of your {Navy} type Characters with 5000 power or more. If "
        "the selected Character attacks during this turn, your opponent cannot activate "
        "[Blocker].")),
    "opponent_may_don": ("Character", (
        "[On Your Opponent's Attack] Your opponent may return 2 of their active DON!! cards to "
        "their DON!! deck. If they do not, this Character gains +3000 power during this "
        "turn.")),
    "event_or_blocker": ("Character", (
        "When your opponent activates an Event or [Blocker], reveal up to 1 card from the top "
        "of your Life cards. This Character gains +2000 power during this turn per 1 cost on "
        "the revealed card.")),
    "next_play": ("Leader", (
        "[Activate: Main] [Once Per Turn] If you have 2 or less Characters, the next time you "
        "play a {Navy} type Character card with a cost of 2 or more from your hand during "
        "this turn, the cost will be reduced by 1.")),
    "next_play_named": ("Character", (
        "[Activate: Main] [Once Per Turn] The next time you play [Hero] with a cost of 3 or "
        "more from your hand during this turn, the cost will be reduced by 2.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", EXAMPLES.values(), ids=EXAMPLES.keys())
def test_example_renders_back_exactly(category, line):
    part = read(line, category)
    assert W.render_line(part, Ctx(category)) == line


def test_every_event_timing_has_an_example_in_either_file():
    used = {read(line, category).timing
            for category, line in (*EVENT_EXAMPLES.values(), *EXAMPLES.values())
            if read(line, category).timing in L.EVENT_TIMINGS}
    assert used == set(L.EVENT_TIMINGS)


def attributed(name: str, attribute: str, power_: int = 1000) -> CardDef:
    return CardDef(f"V-{name}", name, CATEGORY_BY_NAME["Character"], colors=("Red",), cost=1,
                   power=power_, attributes=(attribute,))


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
    while game.decision is not None and game.decision.kind != "main":
        game.apply(min(opts(game), key=str) if game.decision.kind != "counter"
                   else Action("end_counters"))
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


# -- "When you play a Character with no base effect from your hand" -------------------------

def _vanilla_leader():
    return card_of(ex("vanilla_from_hand"), category="Leader", power=5000, life=5)


def test_playing_a_vanilla_character_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


def test_a_character_with_an_effect_or_too_many_characters_does_not_draw():
    s = scenario(leader1=_vanilla_leader())
    fancy = s.p1.hand(card_of("[Blocker]", name="Fancy"))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", fancy))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []
    # ruling on OP02-026: the count is checked after the play (3 then)
    s = scenario(leader1=_vanilla_leader())
    s.p1.characters(vanilla("A"), vanilla("B"))
    plain = s.p1.hand(vanilla("Plain", cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", plain))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


def test_a_vanilla_character_played_from_the_trash_by_an_effect_is_not_from_the_hand():
    s = scenario(leader1=_vanilla_leader())
    s.p1.trash(vanilla("Plain", cost=1))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    revive = card_of("[On Play] Play up to 1 Character card with a cost of 1 or less from "
                     "your trash.", name="Reviver", cost=1)
    c = s.p1.hand(revive)[0]
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", c))
    while game.decision is not None and game.decision.kind == "select":
        game.apply(min(opts(game), key=str))
    st = game.state
    assert len(st.chars[P1]) == 2 and st.hand[P1] == []


# -- "you may trash any number of ... : +N power for every card trashed" --------------------

def _stager():
    return card_of(ex("attacks_or_attacked"), category="Leader", power=5000, life=5)


def _stage(name: str) -> CardDef:
    return CardDef(f"S-{name}", name, CATEGORY_BY_NAME["Stage"], colors=("Red",), cost=1)


def test_attacks_trash_two_stages_for_plus_4000_during_this_battle():
    s = scenario(leader1=_stager())
    a, b = s.p1.hand(_stage("A"), _stage("B"))
    plain = s.p1.hand(vanilla("Plain"))[0]
    theirs = s.p2.character(vanilla("Theirs", power=8000), rested=True)
    s.p2.hand(vanilla("Counter", counter=1000))
    game = s.build()
    leader = s.p1.leader_id
    game.apply(Action("attack", leader, theirs))
    expect_decision(game, P1, "select")
    assert Action("select", plain) not in opts(game)
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P2, "counter")
    st = game.state
    assert power(st, leader) == 9000 and a in st.trash[P1] and b in st.trash[P1]
    game.apply(Action("end_counters"))
    expect_decision(game, P1, "main")
    # 9000 against 8000: K.O.; the power was for this battle only
    assert theirs in st.trash[P2] and power(st, leader) == 5000
    assert st.hand[P1] == [plain]


def test_trashing_none_gives_nothing():
    s = scenario(leader1=_stager())
    a = s.p1.hand(_stage("A"))[0]
    s.p2.life(vanilla("L1"))
    game = s.build()
    leader = s.p1.leader_id
    game.apply(Action("attack", leader, s.p2.leader_id))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    assert power(game.state, leader) == 5000 and game.state.hand[P1] == [a]


def test_is_attacked_fires_for_the_leader_but_not_for_a_character():
    # rulings on OP03-001: "is attacked" before the Counters; not when a
    # Character of yours is attacked
    s = scenario(turn_player=P2, leader1=_stager())
    a = s.p1.hand(_stage("A"))[0]
    s.p1.hand(vanilla("Counter", counter=1000))
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    expect_decision(game, P1, "counter")
    assert power(game.state, s.p1.leader_id) == 7000 and a in game.state.trash[P1]
    s = scenario(turn_player=P2, leader1=_stager())
    s.p1.hand(_stage("A"))
    mine = s.p1.character(vanilla("Mine", power=1000), rested=True)
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    game = s.build()
    game.apply(Action("attack", attacker, mine))
    assert game.decision.kind != "select"


def test_one_of_yours_gains_for_every_typed_card_trashed():
    # rulings on ST16-002 / OP06-014: one card gains it all
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("any_number_one_of_yours"), power=2000))
    n1, n2 = s.p1.hand(vanilla("N1", types=("Navy",)), vanilla("N2", types=("Navy",)))
    other = s.p1.hand(vanilla("Other", types=("Pirate",)))[0]
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "select")
    assert Action("select", other) not in opts(game)
    game.apply(Action("select", n1))
    game.apply(Action("select", n2))
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", s.p1.leader_id), Action("select", mine)}
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 4000 and power(st, s.p1.leader_id) == 5000
    assert st.hand[P1] == [other]


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
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", theirs), Action("select_done")}
    game.apply(Action("select", theirs) if accept else Action("select_done"))
    expect_decision(game, P1, "main")
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


# -- "Then, at the end of this battle, <step>" ----------------------------------------------

def test_at_the_end_of_this_battle_this_goes_to_the_bottom_of_the_deck():
    s = scenario()
    c = s.p1.character(card_of(ex("end_of_this_battle"), power=5000))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p2.hand(vanilla("Counter", counter=1000))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    st = game.state
    assert c in st.chars[P1] and len(st.hand[P1]) == 1
    game.apply(Action("end_counters"))
    expect_decision(game, P1, "main")
    assert c not in st.chars[P1] and st.deck[P1][0] == c and st.delayed == []
    assert st.life[P2] == []                          # the attack went on as usual


def test_at_the_end_of_this_battle_a_card_moved_meanwhile_stays_where_it_is():
    # ruling on OP02-064: moved to the hand by a Counter, it is another card
    bounce = card_of("[Counter] Return up to 1 of your opponent's Characters with a cost of 3 "
                     "or less to the owner's hand.", category="Event", name="Bounce", cost=0)
    s = scenario()
    c = s.p1.character(card_of(ex("end_of_this_battle"), power=5000, cost=2))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    e = s.p2.hand(bounce)[0]
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", e))
    expect_decision(game, P2, "select")
    game.apply(Action("select", c))
    while game.decision.kind != "main":
        game.apply(Action("end_counters"))
    st = game.state
    assert c in st.hand[P1] and c not in st.deck[P1] and st.delayed == []
    assert len(st.life[P2]) == 1                      # the attacker left: no damage


def test_at_the_end_of_this_battle_outside_a_battle_nothing_happens():
    line = ("[On Play] Draw 1 card. Then, at the end of this battle, place this Character at "
            "the bottom of the owner's deck.")
    s = scenario()
    c = s.p1.hand(card_of(line, cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert c in st.chars[P1] and len(st.hand[P1]) == 1 and st.delayed == []


# -- "you may draw 1 card if ... and haven't drawn a card using this Leader's effect
# during this turn" -----------------------------------------------------------------------------

def _event(name: str):
    return card_of("[Main] Your Leader gains +1000 power during this turn.", category="Event",
                   name=name, cost=0)


def _drawer_game(hand_extra: int):
    leader = card_of(ex("not_drawn"), category="Leader", power=5000, life=5)
    s = Scenario(turn=3, turn_player=P1)
    s.p1.leader(leader, don=1)
    s.p2.leader(plain_leader())
    e1, e2 = s.p1.hand(_event("E1"), _event("E2"))
    s.p1.hand(*[vanilla(f"H{k}") for k in range(hand_extra)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    return s.build(), e1, e2


def test_may_draw_once_per_turn_using_this_leaders_effect():
    game, e1, e2 = _drawer_game(1)                   # 3 cards, 2 after an Event
    st = game.state
    game.apply(Action("play", e1))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 3
    game.apply(Action("play", e2))                    # 2 cards again, but it drew already
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 2


def test_declining_the_draw_keeps_it_for_the_next_event():
    # ruling on OP01-062: it counts draws made with this effect, not Events
    game, e1, e2 = _drawer_game(1)
    st = game.state
    game.apply(Action("play", e1))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    game.apply(Action("play", e2))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert len(st.hand[P1]) == 2


def test_no_draw_with_too_many_cards_in_hand():
    game, e1, _ = _drawer_game(3)                    # 5 cards, 4 after the Event
    game.apply(Action("play", e1))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 4


# -- "This Character's base power becomes the same as ..." ----------------------------------

@pytest.mark.parametrize("pick", [True, False])
def test_base_power_becomes_the_selected_characters_power(pick):
    s = scenario()
    big = s.p2.character(vanilla("Big", power=7000))
    game, c = play_from_hand(s, card_of(ex("same_as_selected"), power=1000))
    expect_decision(game, P1, "select")
    game.apply(Action("select", big) if pick else Action("select_done"))
    expect_decision(game, P1, "main")
    assert power(game.state, c) == (7000 if pick else 1000)


def test_base_power_copied_then_given_don_still_adds():
    # ruling on EB01-061: a 5000 copy with 1 DON!! given is 6000; the value is
    # the one at activation (ruling on OP06-009)
    s = scenario(leader2=plain_leader(power=5000))
    c = s.p1.character(card_of(ex("same_as_leader"), power=2000), don=1)
    s.p2.hand(vanilla("Counter", counter=2000))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    st = game.state
    assert power(st, c) == 6000
    game.apply(next(a for a in opts(game) if a.kind != "end_counters"
                    and a.target == s.p2.leader_id))
    expect_decision(game, P1, "main")
    # 6000 against the Leader's 7000 after the Counter: no damage; the copy
    # did not follow the Counter and lasts beyond the battle
    assert len(st.life[P2]) == 1 and power(st, c) == 6000


def test_base_power_needs_the_don_to_be_copied():
    s = scenario(leader2=plain_leader(power=5000))
    c = s.p1.character(card_of(ex("same_as_leader"), power=2000))
    s.p2.hand(vanilla("Counter", counter=2000))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    assert power(game.state, c) == 2000


def test_base_power_of_your_opponents_leaders_power_counts_its_don():
    s = Scenario(turn=3, turn_player=P1)
    s.p1.leader(plain_leader())
    s.p2.leader(plain_leader(power=5000), don=2)
    c = s.p1.character(card_of(ex("same_as_leader_power"), power=1000))
    theirs = s.p2.character(vanilla("Theirs", power=9000), rested=True)
    s.p2.hand(vanilla("Counter", counter=1000))
    game = s.build()
    game.apply(Action("attack", c, theirs))
    expect_decision(game, P2, "counter")
    # its DON!! add power on its owner's turn only (CR 6-5-5-2)
    assert power(game.state, c) == 5000


def test_base_power_of_the_attacker_on_your_opponents_attack():
    s = scenario(turn_player=P2)
    mine = s.p1.character(card_of(ex("same_as_attacker"), power=1000))
    attacker = s.p2.character(vanilla("Attacker", power=6000))
    s.p1.hand(vanilla("Counter", counter=1000))
    game = s.build()
    game.apply(Action("attack", attacker, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    assert power(game.state, mine) == 6000 and power(game.state, attacker) == 6000


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
    game.apply(Action("counter_event", e))
    while game.decision.kind != "main":
        game.apply(Action("select", mine) if game.decision.kind == "select"
                   else Action("end_counters"))
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


# -- "Your opponent may trash 1 card from the top of their Life cards. If they do not" ------

@pytest.mark.parametrize("lives, answer, trashed, drawn", [
    (2, 1, True, 0), (2, 0, False, 2), (0, None, False, 2)])
def test_your_opponent_may_trash_a_life_card_or_you_draw(lives, answer, trashed, drawn):
    s = scenario()
    c = s.p1.character(card_of(ex("opponent_may"), power=1000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    theirs = s.p2.character(vanilla("Theirs", power=5000), rested=True)
    life = s.p2.life(*[vanilla(f"L{k}") for k in range(lives)])
    game = s.build()
    game.apply(Action("attack", c, theirs))
    if answer is not None:
        expect_decision(game, P2, "choose_number")
        assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
        game.apply(Action("number", -1, answer))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.trash[P2]) == (1 if trashed else 0)
    assert all(i in life for i in st.trash[P2])
    assert len(st.life[P2]) == lives - (1 if trashed else 0)
    assert len(st.hand[P1]) == drawn


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


# -- "the next time you play ... from your hand during this turn, the cost will be
# reduced by 1" ---------------------------------------------------------------------------------

def _next_play_game(chars: int = 0, don: int = 5):
    lead = card_of(ex("next_play"), category="Leader", power=5000, life=5)
    s = scenario(leader1=lead)
    s.p1.characters(*[vanilla(f"C{k}") for k in range(chars)])
    hand = s.p1.hand(vanilla("Plain", cost=1), vanilla("Small Navy", cost=1, types=("Navy",)),
                     vanilla("Navy A", cost=3, types=("Navy",)),
                     vanilla("Navy B", cost=3, types=("Navy",)))
    s.p1.don(active=don)
    game = s.build()
    game.apply(next(a for a in opts(game) if a.kind == "activate"))
    expect_decision(game, P1, "main")
    return game, hand


def test_the_next_matching_character_played_costs_one_less_once():
    # rulings on OP02-025: other Characters played meanwhile leave it waiting
    game, (plain, small, navy_a, navy_b) = _next_play_game()
    st = game.state
    game.apply(Action("play", plain))
    game.apply(Action("play", small))                 # a cost of 1: not one of them
    assert st.don_active[P1] == 3
    game.apply(Action("play", navy_a))
    assert st.don_active[P1] == 1 and navy_a in st.chars[P1]
    assert Action("play", navy_b) not in opts(game)  # 3 again: used up


def test_the_reduction_makes_a_card_playable_with_one_don_less():
    game, (_plain, _small, navy_a, _navy_b) = _next_play_game(don=2)
    st = game.state
    assert Action("play", navy_a) in opts(game)
    game.apply(Action("play", navy_a))
    assert st.don_active[P1] == 0 and navy_a in st.chars[P1]


def test_no_reduction_with_too_many_characters():
    game, (_plain, _small, navy_a, _navy_b) = _next_play_game(chars=3)
    game.apply(Action("play", navy_a))
    assert game.state.don_active[P1] == 2


@pytest.mark.parametrize("name, paid", [("Hero", 2), ("Villain", 4)])
def test_the_next_named_character_played_costs_less(name, paid):
    s = scenario()
    src = s.p1.character(card_of(ex("next_play_named")))
    card = s.p1.hand(vanilla(name, cost=4))[0]
    s.p1.don(active=5)
    game = s.build()
    game.apply(next(a for a in opts(game) if a.kind == "activate" and a.card == src))
    expect_decision(game, P1, "main")
    game.apply(Action("play", card))
    assert game.state.don_active[P1] == 5 - paid and card in game.state.chars[P1]
