"""The card-text compiler, power and cost: +N and −N power, "for every"
bonuses, an additional bonus for the card chosen before, base power that
becomes another card's or 0, and changes to the cost of Characters.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _ko_from_p2
from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    to_p2_main,
    vanilla,
)
from test_card_compiler import leader as plain_leader

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import BLOCKER, CATEGORY_BY_NAME
from optcg.engine.effects import language as L
from optcg.engine.stats import cost, keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

ALL = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)     # every category: a whole area counted

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "this_and_up_to_1_leader": ("Character", (
        "[When Attacking] This Character and up to 1 of your Leader gain +2000 power during "
        "this turn.")),
    "set_base_power_of_all_named": ("Event", (
        "[Main] All of your [Test Hero] cards' base power becomes 6000 during this turn.")),
    # the two cards of the Select before it (SwapBasePower)
    "swap_base_power": ("Event", (
        "[Main] Select 2 of your {Test Crew} type Characters. Swap the base power of the "
        "selected Characters with each other during this turn.")),
    # the sign printed as an en dash, kept in the wording record
    "en_dash_cost": ("Event", (
        "[Main] Give up to 1 of your opponent's Characters –3 cost during this turn.")),
    "hyphen_cost": ("Event", (
        "[Main] Give up to 1 of your opponent's Characters -2 cost during this turn.")),
    "wide_minus_cost": ("Event", (
        "[Main] Give up to 1 of your opponent's Characters －2 cost during this turn.")),
    "attacks_or_attacked": ("Leader", (
        "When this Leader attacks or is attacked, you may trash any number of Stage cards "
        "from your hand. This Leader gains +2000 power during this battle for every card "
        "trashed.")),
    "any_number_one_of_yours": ("Character", (
        "[On Your Opponent's Attack] You may trash any number of {Navy} type cards from your "
        "hand. Your Leader or 1 of your Characters gains +1000 power during this battle for "
        "every card trashed.")),
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
    "each_leader_and_character": ("Event", (
        "[Counter] Give up to 1 each of your opponent's Leader and Character cards −1000 power "
        "during this turn.")),
    "all_gain_cost": ("Character", (
        "[On Play] All of your {Test Crew} type Characters gain +2 cost during this turn.")),
    "replace_removed_by_opponent_short": ("Leader", (
        "If your {Test Crew} type Character with 6000 base power or more would be removed from "
        "the field by your opponent, you may add 1 card from the top of your Life cards to "
        "your hand instead.")),
    "forced_replacement": ("Character", (
        "If this Character would be removed from the field by your opponent's effect or "
        "K.O.'d, trash this Character and draw 1 card instead.")),
    "additional_power": ("Event", (
        "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this "
        "battle. Then, if you have 3 or less cards in your hand, that card gains an additional "
        "+1000 power during this battle.")),
    "leader_and_all": ("Character", (
        "[On Play] Your Leader and all of your Characters gain +2000 power during this turn.")),
    "additional_no_duration": ("Event", (
        "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this "
        "battle. Then, if you have 3 or less Life cards, that card gains an additional +1000 "
        "power.")),
    "set_the_cost": ("Character", (
        "[On Play] Set the cost of up to 1 of your opponent's Characters with a cost of 5 or "
        "less to 0 during this turn.")),
    "base_power_plural": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters' base power becomes 0 during this "
        "turn.")),
    "leader_and_this_base_power": ("Character", (
        "[On Play] Your Leader and this Character's base power becomes 6000 during this "
        "turn.")),
    "power_per_own_given_don": ("Character", (
        "[Activate: Main] Give all of your opponent's Characters −2000 power during this turn "
        "for every DON!! card given to that Character.")),
    # your Leader and one of your Characters (a Select of a Both)
    "swap_leader_and_character": ("Character", (
        "[Activate: Main] [Once Per Turn] Select your Leader and 1 Character. Swap the base "
        "power of the selected cards with each other during this turn.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "base_power_same_as_leader": ("Character", (
        "[Your Turn] If you have 3 or less Life cards, this Character's base power becomes the "
        "same as your Leader's base power.")),
    "hand_events_cost": ("Character", "[DON!! x1] Give red Events in your hand −2 cost."),
    "cost_for_every": ("Character", (
        "If your Leader has the {Test Crew} type, this Character gains [Blocker] and +1 cost "
        "for every 3 cards in your trash.")),
    "two_sentences": ("Leader", (
        "[DON!! x1] All of your Characters gain +2 cost. If you have a Character with a cost "
        "of 6 or more, this Leader gains +2000 power.")),
    "named_and_all": ("Stage", (
        "[Your Turn] If you have 2 or less Life cards, your [Test Hero] and all your "
        "Characters with a type including \"Test Crew\" gain +1000 power.")),
    "static_and_two_targets": ("Character", (
        "If you have 3 or more cards in your trash, this Character gains +1000 power, and all "
        "of your Characters with a type including \"Test Crew\" gain +1 cost.")),
    "static_cost": ("Character", (
        "If you have 2 or less Life cards, this Character gains +3 cost.")),
    "give_power": ("Leader", (
        "[Your Turn] If you have 3 or less Life cards, give this Leader −2000 power.")),
    "give_all_power": ("Leader", (
        "[Opponent's Turn] Give all of your opponent's Characters −2000 power.")),
    "per_other_named_character": ("Character", (
        "[Your Turn] This Character gains +2000 power for each of your Characters with a "
        "different card name.")),
    "set_base_power_of_all": ("Character", (
        "[Your Turn] If you have 5 or more cards in your trash, set the base power of all of "
        "your {Test Crew} type Characters to 6000.")),
    "leader_and_all_static": ("Character", (
        "[DON!! x1] Your Leader and all of your Characters gain +1000 power.")),
    "per_card_in_hand": ("Character", (
        "[Your Turn] This Character gains +2000 power for every card in your hand.")),
    "per_cards_in_trash": ("Character", (
        "This Character gains +1000 power for every 3 Events in your trash.")),
    "static_base_power": ("Character", (
        "[Your Turn] Your {Test Crew} type Leader's base power becomes 6000.")),
    "hand_counter_becomes": ("Character", (
        "The counter of all of your Character cards with 6000 power in your hand becomes "
        "+1000.")),
    "without_counter_have": ("Character", (
        "All Character cards in your hand without a Counter have a +1000 Counter.")),
    "without_counter_have_rules": ("Leader", (
        "All of your {Test Crew} type Character cards without a Counter have a +2000 Counter, "
        "according to the rules.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    s = read(ex("two_sentences"), "Leader")
    assert isinstance(s.effect, L.StaticSentences) and s.conditions == (L.DonAttached(1),)
    assert read(ex("static_cost")) == L.Static(L.StaticCost(L.This(), 3),
                                               (L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),))
    static = read(ex("per_cards_in_trash"))
    assert static.effect.per == L.Cards(L.YOU, L.TRASH, (L.EVENT,))
    assert static.effect.per_count == 3


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


# -- a Leader and a Character lose power in one step -------------------------------------------

def test_one_leader_and_one_character_lose_power():
    s = scenario()
    theirs = s.p2.character(vanilla("Theirs", power=3000))
    a = s.p2.character(vanilla("Attacker", power=6000))
    s.p1.hand(card_of(ex("each_leader_and_character"), category="Event", name="Counter Event"))
    s.p1.don(active=1)
    s.turn_player = P2
    game = s.build()
    st = game.state
    game.apply(Action("attack", a, st.leaders[P1]))     # no [Blocker]: no Block Step asked
    expect_decision(game, P1, "counter")
    event = st.hand[P1][0]
    game.apply(next(x for x in opts(game) if x.card == event))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P2])     # the Leader first
    game.apply(Action("select", st.leaders[P2]))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(theirs, a)          # then one Character
    game.apply(Action("select", a))
    assert power(st, st.leaders[P2]) == 4000 and power(st, a) == 5000
    assert power(st, theirs) == 3000


# -- permanent effects on costs -----------------------------------------------------------

def test_events_in_hand_cost_less_while_the_don_condition_holds():
    s = scenario()
    src = s.p1.character(card_of(ex("hand_events_cost"), name="Croc-like"), don=1)
    red3, red1, blue = s.p1.hand(custom_card("E-1", "Red Event", "Event", cost=3),
                                 custom_card("E-2", "Cheap Event", "Event", cost=1),
                                 custom_card("E-3", "Blue Event", "Event", cost=3,
                                             colors=("Blue",)))
    game = s.build()
    st = game.state
    # official ruling on OP01-067: the cost does not go below 0
    assert (cost(st, red3), cost(st, red1), cost(st, blue)) == (1, 0, 3)
    st.don[src] = 0
    assert cost(st, red3) == 3


def test_cost_for_every_cards_in_trash_with_a_keyword():
    s = scenario(leader1=custom_card("L-C", "Crew Leader", "Leader", types=("Test Crew",)))
    me = s.p1.character(card_of(ex("cost_for_every"), cost=2))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(7)])
    game = s.build()
    st = game.state
    assert cost(st, me) == 4 and keywords(st, me) & BLOCKER
    s = scenario()
    me = s.p1.character(card_of(ex("cost_for_every"), cost=2))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(7)])
    st = s.build().state
    assert cost(st, me) == 2 and not keywords(st, me) & BLOCKER


def test_two_sentences_under_one_don_condition():
    lead = card_of(ex("two_sentences"), category="Leader", name="Cost Leader", power=5000)
    s = scenario(leader1=lead)
    small = s.p1.character(vanilla("Small", cost=3))
    big = s.p1.character(vanilla("Big", cost=5))
    opp = s.p2.character(vanilla("Theirs", cost=4))
    game = s.build()
    st = game.state
    leader = st.leaders[P1]
    assert (cost(st, small), cost(st, big), cost(st, opp)) == (3, 5, 4)   # no DON!!
    assert power(st, leader) == 5000
    st.don[leader] = 1
    assert (cost(st, small), cost(st, big), cost(st, opp)) == (5, 7, 4)
    assert power(st, leader) == 5000 + 1000 + 2000     # a cost 7 Character now
    st.chars[P1].remove(big)
    st.area[big] = 0
    st.rebuild_field_statics()
    assert cost(st, small) == 5 and power(st, leader) == 6000   # none of cost 6 or more


def test_named_and_all_typed_characters_gain_power_once():
    s = scenario(leader1=custom_card("L-H", "Test Hero", "Leader", power=5000))
    s.p1.stage(card_of(ex("named_and_all"), category="Stage", name="Ship"))
    crew = s.p1.character(vanilla("Crew", power=2000, types=("Test Crew Pirates",)))
    hero = s.p1.character(custom_card("C-H", "Test Hero", power=3000, types=("Test Crew",)))
    plain = s.p1.character(vanilla("Plain", power=2000))
    s.p1.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    st = game.state
    leader = st.leaders[P1]
    # official rulings on OP02-023/OP02-024: the Leader [Edward.Newgate] gains
    # the power; a Character of the name and the type gains it once
    assert (power(st, leader), power(st, crew), power(st, hero), power(st, plain)) == \
        (6000, 3000, 4000, 2000)
    st.life[P1].append(st.life[P1][0])                 # 3 Life cards: the condition fails
    assert power(st, crew) == 2000


# -- "+N cost" for several Characters ---------------------------------------------------------

def test_all_typed_characters_gain_cost_during_this_turn():
    s = scenario()
    crew = s.p1.character(vanilla("Crew", cost=3, types=("Test Crew",)))
    plain = s.p1.character(vanilla("Plain", cost=3))
    game, me = play_from_hand(s, card_of(ex("all_gain_cost"), name="Raiser", cost=1,
                                         types=("Test Crew",)))
    st = game.state
    expect_decision(game, P1, "main")
    assert (cost(st, crew), cost(st, plain), cost(st, me)) == (5, 3, 3)
    to_p2_main(game)
    assert cost(st, crew) == 3


def test_one_static_sentence_with_two_targets():
    s = scenario()
    me = s.p1.character(card_of(ex("static_and_two_targets"), name="Boss", power=3000))
    crew = s.p1.character(vanilla("Crew", cost=2, types=("Test Crew Works",)))
    plain = s.p1.character(vanilla("Plain", cost=2))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(3)])
    st = s.build().state
    assert (power(st, me), cost(st, crew), cost(st, plain)) == (4000, 3, 2)
    st.trash[P1].pop()
    assert (power(st, me), cost(st, crew)) == (3000, 2)


def test_removed_by_your_opponent_replacement():
    lead = card_of(ex("replace_removed_by_opponent_short"), category="Leader", name="Sky")
    s = scenario(turn_player=1, leader1=lead)
    big = s.p1.character(vanilla("Big", power=6000, types=("Test Crew",)))
    small = s.p1.character(vanilla("Small", power=5000, types=("Test Crew",)))
    top, = s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, small, big)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", small))
    expect_decision(game, P2, "main")
    assert small in st.trash[P1]
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", big))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert big in st.chars[P1] and top in st.hand[P1]


def test_forced_replacement_needs_no_choice_and_is_no_ko():
    # official ruling on OP08-045: trashed instead, it is not K.O.'d ("When a
    # Character is K.O.'d" does not activate)
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("forced_replacement"), name="Thatch-like"))
    s.p1.character(card_of("When a Character is K.O.'d, draw 2 cards.", name="Watcher"))
    s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in st.trash[P1] and len(st.hand[P1]) == 1        # its own draw only


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


# -- "that card gains an additional +N power" ---------------------------------------------

def _counter_with(hand_size: int):
    s = scenario(turn_player=1)
    event = card_of(ex("additional_power"), category="Event", cost=0)
    e = s.p1.hand(event)[0]
    s.p1.hand(*[vanilla(f"H{k}") for k in range(hand_size)])
    foe = s.p2.character(vanilla("Foe", power=9000), )
    game = s.build()
    game.apply(Action("attack", foe, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", e))
    expect_decision(game, P1, "select")
    game.apply(Action("select", s.p1.leader_id))
    return game, s.p1.leader_id


@pytest.mark.parametrize("hand_size, expected", [(3, 9000), (4, 8000)])
def test_additional_power_for_the_card_chosen_before(hand_size, expected):
    game, me = _counter_with(hand_size)
    assert power(game.state, me) == expected


def test_the_chosen_card_is_that_card():
    """"That card" is the card the first clause chose, not any other."""
    part = read(ex("additional_power"), "Event")
    from optcg.engine.effects import instructions as I
    from optcg.engine.effects.compiler import compile_ability
    code = compile_ability(part).code
    selects_ = [c for c in code if type(c) is I.Select]
    acts = [c for c in code if type(c) is I.Act]
    assert len(selects_) == 1 and acts[-1].slot == selects_[0].slot


# -- "your Leader and all of your Characters" ---------------------------------------------

def test_your_leader_and_all_of_your_characters_gain_power():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=3000))
    foe = s.p2.character(vanilla("Foe", power=3000))
    game, me = play_from_hand(s, card_of(ex("leader_and_all"), power=1000))
    expect_decision(game, P1, "main")
    st = game.state
    assert power(st, s.p1.leader_id) == 7000 and power(st, mine) == 5000
    assert power(st, me) == 3000 and power(st, foe) == 3000
    assert power(st, s.p2.leader_id) == 5000
    to_p2_main(game)
    assert power(game.state, mine) == 3000


@pytest.mark.parametrize("don, bonus", [(1, 1000), (0, 0)])
def test_your_leader_and_all_of_your_characters_permanently(don, bonus):
    s = scenario()
    me = s.p1.character(card_of(ex("leader_and_all_static"), power=2000), don=don)
    mine = s.p1.character(vanilla("Mine", power=3000))
    foe = s.p2.character(vanilla("Foe", power=3000))
    game = s.build()
    st = game.state
    assert power(st, s.p1.leader_id) == 5000 + bonus and power(st, mine) == 3000 + bonus
    assert power(st, me) == 2000 + 2 * bonus and power(st, foe) == 3000


# -- permanent effects: "give ... −N power", "+N power for every ..." -----------------

@pytest.mark.parametrize("life, expected", [(3, 3000), (4, 5000)])
def test_give_this_leader_minus_power_while_the_condition_holds(life, expected):
    s = scenario(leader1=card_of(ex("give_power"), category="Leader", power=5000, life=5))
    s.p1.life(*[vanilla()] * life)
    game = s.build()
    assert power(game.state, s.p1.leader_id) == expected
    to_p2_main(game)
    assert power(game.state, s.p1.leader_id) == 5000       # [Your Turn] only


def test_give_all_of_your_opponents_characters_minus_power():
    s = scenario(leader1=card_of(ex("give_all_power"), category="Leader", power=5000,
                                 life=5))
    foe = s.p2.character(vanilla("Foe", power=4000))
    mine = s.p1.character(vanilla("Mine", power=4000))
    game = s.build()
    assert power(game.state, foe) == 4000                   # not on your turn
    to_p2_main(game)
    assert power(game.state, foe) == 2000 and power(game.state, mine) == 4000


def test_power_for_every_card_in_your_hand():
    s = scenario()
    me = s.p1.character(card_of(ex("per_card_in_hand"), power=1000))
    s.p1.hand(vanilla("A"), vanilla("B"))
    game = s.build()
    assert power(game.state, me) == 5000
    to_p2_main(game)
    assert power(game.state, me) == 1000                    # [Your Turn] only


@pytest.mark.parametrize("events, expected", [(2, 2000), (3, 3000), (7, 4000)])
def test_power_for_every_three_events_in_your_trash(events, expected):
    s = scenario()
    me = s.p1.character(card_of(ex("per_cards_in_trash"), power=2000))
    s.p1.trash(*[vanilla(f"E{k}", category="Event") for k in range(events)])
    s.p1.trash(vanilla("Not an Event"), vanilla("Nor this"), vanilla("Nor that"))
    game = s.build()
    assert power(game.state, me) == expected


# -- "that card gains an additional +N power" with no duration -----------------------------

@pytest.mark.parametrize("life, damaged", [(3, False), (4, True)])
def test_additional_power_with_no_duration_lasts_this_battle(life, damaged):
    s = scenario(turn_player=1)
    e = s.p1.hand(card_of(ex("additional_no_duration"), category="Event", cost=0))[0]
    s.p1.life(*[vanilla(f"L{k}") for k in range(life)])
    foe = s.p2.character(vanilla("Foe", power=8500))
    game = s.build()
    game.apply(Action("attack", foe, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", e))
    expect_decision(game, P1, "select")
    game.apply(Action("select", s.p1.leader_id))
    st = game.state
    # 5000 + 3000 (+ 1000 with 3 or less Life) against 8500
    assert len(st.life[P1]) == life - (1 if damaged else 0)
    assert power(st, s.p1.leader_id) == 5000                  # the battle is over


# -- "set the cost of ... to 0 during this turn" ---------------------------------------------

def test_set_the_cost_to_0_during_this_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=5))
    dear = s.p2.character(vanilla("Dear", cost=6))
    game, _ = play_from_hand(s, card_of(ex("set_the_cost")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe)
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    st = game.state
    assert cost(st, foe) == 0 and cost(st, dear) == 6
    to_p2_main(game)
    assert cost(game.state, foe) == 5


# -- "up to 1 of your opponent's Characters' base power becomes 0" ----------------------------

def test_the_chosen_characters_base_power_becomes_0_this_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=6000))
    game, _me = play_from_hand(s, card_of(ex("base_power_plural")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    st = game.state
    assert power(st, foe) == 0
    to_p2_main(game)
    assert power(st, foe) == 6000


def test_cards_without_a_counter_have_one_in_your_hand():
    from optcg.engine.stats import counter
    crew = vanilla("Crew", types=("Test Crew",))
    printed = vanilla("Printed", types=("Test Crew",), counter=1000)
    s = scenario(leader1=card_of(ex("without_counter_have_rules"), category="Leader",
                                 name="Crew Leader", number="TEST-L"))
    s.p1.character(card_of(ex("without_counter_have"), number="TEST-002"))
    crew_card, printed_card, plain = s.p1.hand(crew, printed, vanilla("Plain"))
    st = s.build().state
    # the highest value set: 2000 from the Leader for {Test Crew} cards
    assert (counter(st, crew_card), counter(st, printed_card), counter(st, plain)) == \
        (2000, 1000, 1000)
