"""The card-text compiler, targets: several targets in one step, choices that
take cards or DON!! cards, totals ("up to a total of N"), one of each name,
and "the selected Character" or "it" for the card chosen before.

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
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.statics import protected_by_mods
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "opponents_leader": ("Event", "[Trigger] Rest your opponent's Leader."),
    "all_cards_in_hand": ("Character", (
        "[On Play] Draw 2 cards. Then, trash all cards from your hand.")),
    "type_or_including": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card or Character card with a type "
        "including \"Test Navy\" with a cost of 3 or less from your hand.")),
    "or_up_to_area_after": ("Character", (
        "[On Play] Play up to 1 [Test Hero] with a cost of 2 or up to 1 {Test Crew} type "
        "Character card with a cost of 2 from your trash.")),
    "power_range": ("Event", (
        "[Main] Play up to 1 {Test Crew} type Character card with 3000 to 6000 power from your "
        "hand.")),
    "cost_first": ("Event", (
        "[Main] K.O. up to 1 of your opponent's 2 cost Characters.")),
    "return_both": ("Character", (
        "[On Play] Return up to 1 Character with a cost of 6 or less and up to 1 Character with "
        "a cost of 2 or less to the owner's hand.")),
    "bottom_both": ("Event", (
        "[Main] Place up to 1 of your opponent's Characters with a cost of 5 or less and up to "
        "1 of your opponent's Characters with a cost of 2 or less at the bottom of the owner's "
        "deck.")),
    "rest_don_or_character": ("Character", (
        "[On Play] Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 "
        "or less.")),
    "total_power": ("Event", (
        "[Main] K.O. up to 3 of your opponent's Characters with a total power of 5000 or "
        "less.")),
    "each_of": ("Character", (
        "[On Play] Play up to 1 each of [Test Hero], [Test Rival], and [Test Sidekick] with a "
        "cost of 3 from your hand.")),
    "up_to_each_listed": ("Character", (
        "[On Play] Play up to 1 [Test Hero], up to 1 [Test Rival], and up to 1 [Test Sidekick], "
        "with a cost of 3 or less from your trash.")),
    "rest_cards_or_don": ("Character", (
        "[On Play] Rest up to 1 of your opponent's cards.")),
    "rest_total_characters_or_don": ("Event", (
        "[Main] Rest up to a total of 2 of your opponent's Characters or DON!! cards.")),
    "stay_rested_character_or_don": ("Character", (
        "[On Play] Up to 1 of your opponent's rested Character or DON!! cards will not become "
        "active in your opponent's next Refresh Phase.")),
    "stay_rested_don_only": ("Character", (
        "[On Play] Up to 2 of your opponent's rested DON!! cards will not become active in your "
        "opponent's next Refresh Phase.")),
    "stay_rested_cards": ("Character", (
        "[On K.O.] Up to 2 of your opponent's rested cards will not become active in your "
        "opponent's next Refresh Phase.")),
    "ko_two_choices": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 4 or less and up "
        "to 1 of your opponent's Characters with 2000 power or less.")),
    "the_selected_character": ("Character", (
        "[On Play] Select up to 1 of your opponent's Characters with a cost of 5 or less. The "
        "selected Character cannot attack until the end of your opponent's next turn.")),
    "it_gains": ("Character", (
        "[On Play] Set up to 1 of your {Navy} type Character cards with a cost of 4 or less as "
        "active. It gains +2000 power during this turn.")),
    "up_to_a_total_of": ("Event", (
        "[Main] Give up to a total of 2 of your opponent's Leader or Character cards −2000 "
        "power during this turn.")),
    "if_that_card_is_a_character": ("Event", (
        "[Counter] Up to 1 of your {Navy} type Leader or Character cards gains +3000 power "
        "during this battle. If that card is a Character, that Character cannot be K.O.'d "
        "during this turn.")),
    "total_leader_and_character_stay_rested": ("Character", (
        "[On Play] Up to a total of 2 of your opponent's rested Leader and Character cards will "
        "not become active in your opponent's next Refresh Phase.")),
    "leader_or_characters": ("Character", (
        "[On Play] Up to 1 of your Leader or Characters gains +2000 power during this turn.")),
    "different_card_names": ("Leader", (
        "[Activate: Main] [Once Per Turn] Play up to 2 {Test Crew} type Character cards with "
        "different card names from your hand.")),
    "all_leader_and_character_cards": ("Event", (
        "[Main] All of your {Test Crew} type Leader and Character cards gain +1000 power during "
        "this turn.")),
    "or_up_to": ("Character", (
        "[On Play] Up to 1 of your {Test Crew} type Characters or up to 1 of your Characters "
        "with a cost of 2 or less gains +1000 power during this turn.")),
    "or_up_to_shared": ("Leader", (
        "[Activate: Main] [Once Per Turn] Up to 1 of your [Test Hero] Characters or up to 1 of "
        "your {Test Crew} type Characters, with 6000 power or more, gains [Rush] during this "
        "turn.")),
    "played_by_this_effect": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 3 or less from "
        "your trash. Then, place the 1 Character played by this effect at the bottom of the "
        "owner's deck at the end of this turn.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    # resting cards or DON!! cards: the DON!! nodes
    assert read(ex("rest_cards_or_don")).steps[0] == L.RestCards(L.OPPONENT, L.up_to(1))
    total = read(ex("rest_total_characters_or_don"), "Event").steps[0]
    assert isinstance(total, L.RestDonOrCharacter) and total.count == L.up_to(2)
    stay = read(ex("stay_rested_cards")).steps[0]
    assert stay.target.cards.don and stay.target.cards.owner == L.OPPONENT
    select, no_attack = read(ex("the_selected_character")).steps
    assert isinstance(select, L.Select) and no_attack.target == L.Selected()


# -- two targets in one step ------------------------------------------------------------

def test_two_targets_in_one_step_are_chosen_then_returned_together():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=6))
    tiny = s.p2.character(vanilla("Tiny", cost=2))
    game, me = play_from_hand(s, card_of(ex("return_both")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", tiny))               # the first may take a cost-2 card
    expect_decision(game, P1, "select")
    # ... which the second cannot choose again; Big costs more than 2
    assert opts(game) == selects(me)
    game.apply(Action("select_done"))
    st = game.state
    assert tiny in st.hand[P2] and big in st.chars[P2]


def test_both_targets_go_to_the_bottom_of_the_deck():
    s = scenario()
    mid = s.p2.character(vanilla("Mid", cost=5))
    tiny = s.p2.character(vanilla("Tiny", cost=2))
    game, _ = play_from_hand(s, card_of(ex("bottom_both"), category="Event"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mid))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(tiny)
    game.apply(Action("select", tiny))
    expect_decision(game, P2, "arrange")              # CR 3-1-7: their owner orders them
    game.apply(Action("place_bottom", tiny))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P2][:2] == [mid, tiny] and not st.chars[P2]


# -- "DON!! cards or Characters" as one choice ------------------------------------------

def test_rest_a_don_card_or_a_character_in_one_choice():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    s.p2.character(vanilla("Dear", cost=4))
    s.p2.don(active=2)
    game, _ = play_from_hand(s, card_of(ex("rest_don_or_character")))
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", cheap), Action("don", -1, 1),
                          Action("select_done")}
    assert game.describe(Action("don", -1, 1)) == \
        "Rest an active DON!! in your opponent's cost area"
    game.apply(Action("don", -1, 1))                 # one of their active DON!! cards
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_active[P2] == 1 and st.don_rested[P2] == 1 and not st.rested[cheap]


def test_rest_the_character_instead():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    game, _ = play_from_hand(s, card_of(ex("rest_don_or_character")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)              # no active DON!! to offer
    game.apply(Action("select", cheap))
    assert game.state.rested[cheap]


# -- "with a total power of N or less" -------------------------------------------------------

def test_the_chosen_powers_add_up_to_the_limit():
    # official rulings on OP05-007: one 4000 Character, or -2000 and 6000 together
    s = scenario()
    a = s.p2.character(vanilla("A", power=3000))
    b = s.p2.character(vanilla("B", power=2000))
    c = s.p2.character(vanilla("C", power=6000))
    game, _ = play_from_hand(s, card_of(ex("total_power"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b)               # 6000 alone is over 5000
    game.apply(Action("select", a))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(b)                  # 3000 + 2000 = 5000
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    st = game.state
    assert {a, b} <= set(st.trash[P2]) and c in st.chars[P2]


def test_a_second_card_over_the_total_is_not_offered():
    s = scenario()
    a = s.p2.character(vanilla("A", power=4000))
    s.p2.character(vanilla("B", power=2000))
    game, _ = play_from_hand(s, card_of(ex("total_power"), category="Event"))
    game.apply(Action("select", a))
    expect_decision(game, P1, "main")                # 4000 + 2000 > 5000: nothing left
    assert a in game.state.trash[P2]


# -- "up to 1 each of [A], [B], and [C]" ---------------------------------------------------

def test_one_card_of_each_name():
    s = scenario()
    hero = s.p1.hand(vanilla("Test Hero", cost=3), vanilla("Test Hero", cost=3))
    rival = s.p1.hand(vanilla("Test Rival", cost=3))[0]
    dear = s.p1.hand(vanilla("Test Sidekick", cost=4))[0]
    game, _ = play_from_hand(s, card_of(ex("each_of")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*hero, rival)       # the cost-4 Sidekick is excluded
    game.apply(Action("select", hero[0]))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(rival)              # no second [Test Hero]
    game.apply(Action("select", rival))
    st = game.state
    assert {hero[0], rival} <= set(st.chars[P1]) and hero[1] in st.hand[P1]
    assert dear in st.hand[P1]


# -- one card of each listed name from the trash -----------------------------------------------

def test_up_to_one_of_each_listed_name_from_the_trash():
    s = scenario()
    heroes = s.p1.trash(vanilla("Test Hero", cost=3), vanilla("Test Hero", cost=2))
    rival = s.p1.trash(vanilla("Test Rival", cost=4))[0]          # cost 4: excluded
    game, _ = play_from_hand(s, card_of(ex("up_to_each_listed")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(*heroes)
    game.apply(Action("select", heroes[1]))
    expect_decision(game, P1, "main")                # no second [Test Hero]
    st = game.state
    assert heroes[1] in st.chars[P1] and heroes[0] in st.trash[P1] and rival in st.trash[P1]


# -- choices of cards or DON!! cards ---------------------------------------------------

def test_rest_one_of_the_opponents_don_cards():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _me = play_from_hand(s, card_of(ex("rest_cards_or_don")))
    game.apply(Action("select_done"))                     # no card: then how many DON!!
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")                     # the one choice is made
    st = game.state
    assert (st.don_active[P2], st.don_rested[P2]) == (1, 1) and not st.rested[foe]


def test_rest_one_of_the_opponents_cards_instead_of_a_don_card():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _me = play_from_hand(s, card_of(ex("rest_cards_or_don")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p2.leader_id, foe) | {Action("select_done")}
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")                     # the 1 is made up: no DON!!
    st = game.state
    assert st.rested[foe] and st.don_active[P2] == 2


def test_with_no_active_don_only_cards_are_chosen():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(rested=2)
    game, _me = play_from_hand(s, card_of(ex("rest_cards_or_don")))
    expect_decision(game, P1, "select")                   # no number to choose
    game.apply(Action("select", foe))
    assert game.state.rested[foe]


def test_a_total_of_two_characters_or_don_cards():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    other = s.p2.character(vanilla("Other"))
    s.p2.don(active=3)
    game, _e = play_from_hand(s, card_of(ex("rest_total_characters_or_don"), category="Event"))
    expect_decision(game, P1, "select")                   # Characters or 1 DON!! at a time
    assert opts(game) == selects(foe, other) | {Action("don", -1, 1), Action("select_done")}
    game.apply(Action("don", -1, 1))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[foe] and not st.rested[other] and st.don_active[P2] == 2


def test_a_rested_don_card_stays_rested_in_the_opponents_refresh_phase():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"), rested=True)
    s.p2.don(active=1, rested=2)
    game, _me = play_from_hand(s, card_of(ex("stay_rested_character_or_don")))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    to_p2_main(game)
    st = game.state
    # P2 had 3 DON!!, 1 more in their DON!! Phase: all active but the one kept
    assert st.don_rested[P2] == 1 and not st.rested[foe]
    game.apply(Action("end_phase"))
    to_p2_main(game)
    assert st.don_rested[P2] == 0                         # the next Refresh Phase only


def test_a_rested_character_stays_rested_instead():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"), rested=True)
    awake = s.p2.character(vanilla("Awake"))
    s.p2.don(rested=1)
    game, _me = play_from_hand(s, card_of(ex("stay_rested_character_or_don")))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe)                     # rested ones only
    game.apply(Action("select", foe))
    to_p2_main(game)
    st = game.state
    assert st.rested[foe] and not st.rested[awake] and st.don_rested[P2] == 0


def test_rested_cards_on_ko_can_keep_the_leader_and_a_don_card_rested():
    s = scenario(turn=4, turn_player=1)
    mine = s.p1.character(card_of(ex("stay_rested_cards"), power=1000), rested=True)
    attacker = s.p2.character(vanilla("Attacker", power=5000))
    s.p2.don(rested=2)
    game = s.build()
    st = game.state
    st.rested[st.leaders[P2]] = True
    game.apply(Action("attack", attacker, mine))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P2], attacker)
    game.apply(Action("select", st.leaders[P2]))
    expect_decision(game, P2, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert st.rested[st.leaders[P2]] and not st.rested[attacker]
    assert st.don_rested[P2] == 1


# -- two choices sharing one verb --------------------------------------------------------

def test_ko_two_choices_sharing_the_verb():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=4, power=5000))
    weak = s.p2.character(vanilla("Weak", cost=6, power=2000))
    big = s.p2.character(vanilla("Big", cost=6, power=6000))
    game, _ = play_from_hand(s, card_of(ex("ko_two_choices")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)                 # the first description only
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(weak)                  # then the second
    game.apply(Action("select", weak))
    expect_decision(game, P1, "main")
    assert game.state.chars[P2] == [big]


def test_shared_verb_reads_into_two_steps_of_the_same_kind():
    part = read(ex("ko_two_choices"))
    assert [type(x) for x in part.steps] == [L.KO, L.KO]
    assert part.steps[1].target.cards.power_max == 2000
    # a clause of another kind cannot share the verb
    assert W.render_body((part.steps[0], L.Draw(L.exactly(1))), ("", "and again"), Ctx()) is None


# -- "The selected Character", "It": the card chosen before --------------------------------

def test_the_selected_character_cannot_attack():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=5))
    dear = s.p2.character(vanilla("Dear", cost=6))
    game, _ = play_from_hand(s, card_of(ex("the_selected_character")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe)                       # the cost-6 one is not offered
    game.apply(Action("select", foe))
    to_p2_main(game)
    legal = opts(game)
    assert Action("attack", foe, s.p1.leader_id) not in legal
    assert Action("attack", dear, s.p1.leader_id) in legal


def test_it_gains_power_after_being_set_active():
    s = scenario()
    navy = s.p1.character(vanilla("Navy", cost=4, power=3000, types=("Navy",)), rested=True)
    other = s.p1.character(vanilla("Other Navy", cost=4, power=3000, types=("Navy",)),
                           rested=True)
    game, me = play_from_hand(s, card_of(ex("it_gains"), power=1000))
    expect_decision(game, P1, "select")
    game.apply(Action("select", navy))
    expect_decision(game, P1, "main")
    st = game.state
    assert not st.rested[navy] and power(st, navy) == 5000
    assert st.rested[other] and power(st, other) == 3000 and power(st, me) == 1000
    to_p2_main(game)
    assert power(game.state, navy) == 3000


def test_it_gains_nothing_when_nothing_is_chosen():
    s = scenario()
    navy = s.p1.character(vanilla("Navy", cost=4, power=3000, types=("Navy",)), rested=True)
    game, me = play_from_hand(s, card_of(ex("it_gains"), power=1000))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[navy] and power(st, navy) == 3000 and power(st, me) == 1000


# -- "up to a total of N ..." ---------------------------------------------------------------

def test_up_to_a_total_of_two_cards():
    assert read(ex("up_to_a_total_of"), "Event").steps[0].target.count == L.up_to(2)
    s = scenario()
    a = s.p2.character(vanilla("A", power=3000))
    b = s.p2.character(vanilla("B", power=4000))
    c = s.p2.character(vanilla("C", power=5000))
    mine = s.p1.character(vanilla("Mine", power=3000))
    game, _ = play_from_hand(s, card_of(ex("up_to_a_total_of"), category="Event", cost=0),
                             cost=0)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p2.leader_id, a, b, c)     # the opponent's only
    game.apply(Action("select", s.p2.leader_id))
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")                         # two: no third choice
    st = game.state
    assert power(st, s.p2.leader_id) == 3000 and power(st, b) == 2000
    assert power(st, a) == 3000 and power(st, c) == 5000 and power(st, mine) == 3000


# -- "If that card is a Character, that Character ..." (the card chosen before) ------------

@pytest.mark.parametrize("pick_character", [True, False])
def test_if_the_chosen_card_is_a_character(pick_character):
    navy_leader = leader("Navy Leader", types=("Navy",))
    s = scenario(turn_player=1, leader1=navy_leader)
    e = s.p1.hand(card_of(ex("if_that_card_is_a_character"), category="Event", cost=0))[0]
    navy = s.p1.character(vanilla("Navy", power=1000, types=("Navy",)), rested=True)
    foe = s.p2.character(vanilla("Foe", power=6000))
    game = s.build()
    target = navy if pick_character else s.p1.leader_id
    game.apply(Action("attack", foe, target))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", e))
    expect_decision(game, P1, "select")
    game.apply(Action("select", target))
    st = game.state
    # the battle is over: the Character lost it (4000 against 6000) but stays
    assert navy in st.chars[P1]
    assert protected_by_mods(st, navy, L.BY_BATTLE) == pick_character
    assert not protected_by_mods(st, s.p1.leader_id, L.BY_BATTLE)


# -- "Up to a total of N of your opponent's rested Leader and Character cards ..." ------------

def test_a_total_of_leader_and_character_cards_stay_rested():
    s = scenario()
    a = s.p2.character(vanilla("A"), rested=True)
    b = s.p2.character(vanilla("B"), rested=True)
    awake = s.p2.character(vanilla("Awake"))
    game, _me = play_from_hand(s, card_of(ex("total_leader_and_character_stay_rested")))
    st = game.state
    leader = st.leaders[P2]
    st.rested[leader] = True
    expect_decision(game, P1, "select")
    assert Action("select", awake) not in opts(game)          # only rested cards
    game.apply(Action("select", leader))
    game.apply(Action("select", a))
    to_p2_main(game)                                            # at most 2: no third choice
    assert st.rested[leader] and st.rested[a] and not st.rested[b] and not st.rested[awake]


# -- "up to 1 of your Leader or Characters" --------------------------------------------------

def test_your_leader_or_one_of_your_characters_gains_power():
    s = scenario()
    mate = s.p1.character(vanilla("Mate", power=3000))
    foe = s.p2.character(vanilla("Foe", power=3000))
    game, me = play_from_hand(s, card_of(ex("leader_or_characters")))
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], mate, me)       # not the opponent's
    game.apply(Action("select", mate))
    expect_decision(game, P1, "main")
    assert power(st, mate) == 5000 and power(st, foe) == 3000
    chosen = read(ex("leader_or_characters")).steps[0].target
    assert chosen.cards.categories == (L.LEADER, L.CHARACTER) and chosen.count == L.up_to(1)


# -- "up to 1 of your [A] Characters or up to 1 of your {X} type Characters" --------------

def test_one_choice_among_either_description():
    s = scenario()
    crew = s.p1.character(vanilla("Mate", power=3000, cost=4, types=("Test Crew",)))
    cheap = s.p1.character(vanilla("Cheap", power=3000, cost=2))
    dear = s.p1.character(vanilla("Dear", power=3000, cost=4))
    game, me = play_from_hand(s, card_of(ex("or_up_to")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(crew, cheap, me)      # the card itself costs 1: chosen too
    game.apply(Action("select", crew))
    assert power(game.state, crew) == 4000 and power(game.state, dear) == 3000


def test_the_qualifier_between_commas_holds_for_both_descriptions():
    target = read(ex("or_up_to_shared"), "Leader").steps[0].target
    assert target.cards.power_min == 6000 and target.cards.alt[0].power_min == 6000
    assert target.cards.names == ("Test Hero",) and target.cards.alt[0].types == ("Test Crew",)


def test_all_of_your_typed_leader_and_character_cards():
    s = scenario(leader1=leader("Crew Boss", types=("Test Crew",)))
    crew = s.p1.character(vanilla("Mate", power=3000, types=("Test Crew",)))
    plain = s.p1.character(vanilla("Plain", power=3000))
    game, _ = play_from_hand(s, card_of(ex("all_leader_and_character_cards"), category="Event"))
    st = game.state
    assert power(st, st.leaders[P1]) == 6000 and power(st, crew) == 4000
    assert power(st, plain) == 3000


def test_only_rested_don_cards_stay_rested():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=3000), rested=True)
    s.p2.don(rested=3)
    game, _ = play_from_hand(s, card_of(ex("stay_rested_don_only")))
    expect_decision(game, P1, "choose_number")              # DON!! only: no card offered
    assert {a.target for a in opts(game)} == {0, 1, 2}
    game.apply(Action("number", -1, 2))
    to_p2_main(game)
    st = game.state
    assert st.don_rested[P2] == 2 and not st.rested[foe]
