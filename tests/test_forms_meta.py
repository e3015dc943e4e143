"""The card-text compiler, meta family: the wordings that blocked the
tournament decks (`optcg deck meta-report`): "negate the effect of",
cards placed at the bottom of their owner's deck in any order, choices of
cards or DON!! cards ("Rest up to 1 of your opponent's cards", "rested
Character or DON!! cards", the cost "You may rest 1 of your cards"), "you
cannot play Character cards", "You may <step>." with no cost, "a [Trigger]
other than [Name]" and "This effect can be activated at the start of your
turn.".

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
    to_p1_next_main,
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.constants import BLOCKER
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import keywords
from optcg.testing import expect_decision

# (category, sentence): one example per new step form
EXAMPLES = {
    "negate_the_effect": ("Event", (
        "[Main] Negate the effect of up to 1 of your opponent's Characters with a cost of 4 or "
        "less during this turn.")),
    "negate_and_cannot_attack": ("Character", (
        "[On Play] Negate the effect of up to 1 of your opponent's Characters and that Character "
        "cannot attack until the end of your opponent's next turn.")),
    "owner_deck_any_order": ("Event", (
        "[Main] Place up to 2 Characters with a cost of 3 or less at the bottom of the owner's "
        "deck in any order.")),
    "rest_cards_or_don": ("Character", (
        "[On Play] Rest up to 1 of your opponent's cards.")),
    "rest_total_characters_or_don": ("Event", (
        "[Main] Rest up to a total of 2 of your opponent's Characters or DON!! cards.")),
    "stay_rested_character_or_don": ("Character", (
        "[On Play] Up to 1 of your opponent's rested Character or DON!! cards will not become "
        "active in your opponent's next Refresh Phase.")),
    "stay_rested_cards": ("Character", (
        "[On K.O.] Up to 2 of your opponent's rested cards will not become active in your "
        "opponent's next Refresh Phase.")),
    "rest_one_of_your_cards_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may rest 1 of your cards: Draw 1 card.")),
    "cannot_play_characters": ("Character", (
        "[Activate: Main] [Once Per Turn] Set up to 2 of your DON!! cards as active. Then, you "
        "cannot play Character cards during this turn.")),
    "you_may_deal_damage": ("Character", (
        "[On K.O.] You may deal 1 damage to your opponent.")),
    "trigger_other_than": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 3 or less and a [Trigger] other "
        "than [Test Hero] from your trash.")),
    "play_it_or_life": ("Character", (
        "[On Play] Select up to 1 {Test Crew} type Character with a cost of 3 or less from your "
        "trash and play it or add it to the top of your Life cards face-up.")),
    "give_leader_and_one_each": ("Character", (
        "[On Play] Give your Leader and 1 Character up to 2 rested DON!! cards each.")),
    "hand_to_deck_top_or_bottom": ("Character", (
        "[On Play] Draw 1 card and place 2 cards from your hand at the top or bottom of your "
        "deck in any order.")),
    "may_rest_don_if_you_do": ("Event", (
        "[Counter] Up to 1 of your Characters or [Test Hero] gains +3000 power during this "
        "battle. Then, you may rest 1 of your DON!! cards. If you do, give your opponent's "
        "Leader and all of their Characters −2000 power during this turn.")),
    "cannot_play_dear_characters": ("Character", (
        "[On Play] Draw 1 card. Then, you cannot play Character cards with a base cost of 4 or "
        "more during this turn.")),
    "give_opponent_don_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may give 2 of your opponent's rested DON!! cards "
        "to 1 of your opponent's Characters: Draw 1 card.")),
    "give_owners_don": ("Character", (
        "[On Play] Give up to 1 DON!! card from its owner's cost area to its owner's Leader or "
        "1 of their Characters.")),
    "return_active_don_cost": ("Character", (
        "[When Attacking] [Once Per Turn] You may return 1 of your active DON!! cards to your "
        "DON!! deck: Draw 2 cards.")),
    "give_opponent_don_step": ("Character", (
        "[On Play] Give 2 of your opponent's rested DON!! cards to 1 of your opponent's "
        "Characters.")),
    "give_active_don_cost": ("Character", (
        "[Activate: Main] You may give 1 of your active DON!! cards to 1 of your Leader or "
        "Character cards and trash this Character: Draw 2 cards.")),
    "give_active_don_step": ("Character", (
        "[On Play] Give 1 of your active DON!! cards to 1 of your Leader or Character cards.")),
    "give_up_to_opponent_don": ("Character", (
        "[On Play] Give up to 2 of your opponent's rested DON!! cards to 1 of your opponent's "
        "Characters.")),
    "give_rested_owners_don": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to its owner's Leader or 1 of their "
        "Characters.")),
    "rest_don_or_cheap_characters": ("Character", (
        "[On Play] Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 "
        "or less.")),
    "removal_replaced_by_resting_cards": ("Character", (
        "If your Character with 5000 base power or less would be removed from the field by "
        "your opponent's effect, you may rest 2 of your cards instead.")),
}
# lines that are not step forms
LINE_EXAMPLES = {
    "activated_when_attacked": ("Leader", (
        "[Once Per Turn] This effect can be activated when your opponent attacks. Give up to 1 "
        "of your opponent's Leader or Character cards −2000 power during this turn.")),
    "start_of_turn": ("Leader", (
        "This effect can be activated at the start of your turn. If you have 2 or more Life "
        "cards, draw 1 card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", [*EXAMPLES.values(), *LINE_EXAMPLES.values()],
                         ids=[*EXAMPLES.keys(), *LINE_EXAMPLES.keys()])
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    negate = read(ex("negate_and_cannot_attack")).steps[0]
    assert isinstance(negate, L.Negate) and negate.cannot_attack
    assert negate.duration == L.UNTIL_END_OF_OPPONENTS_NEXT_TURN
    # resting cards or DON!! cards: the don family's nodes
    assert read(ex("rest_cards_or_don")).steps[0] == L.RestCards(L.OPPONENT, 1, up_to=True)
    total = read(ex("rest_total_characters_or_don"), "Event").steps[0]
    assert isinstance(total, L.RestDonOrCharacter) and total.count == 2
    replaced = read(ex("removal_replaced_by_resting_cards"), "Character").steps[0]
    assert replaced == L.RestCards(L.YOU, 2, up_to=False)
    stay = read(ex("stay_rested_cards")).steps[0]
    assert stay.target.cards.don and stay.target.cards.owner == L.OPPONENT
    damage = read(ex("you_may_deal_damage"))
    assert damage.optional and damage.steps == (L.DealDamage(1),)
    start = read(ex("start_of_turn"), "Leader")
    assert start.timing == L.START_OF_YOUR_TURN and start.optional
    play = read(ex("trigger_other_than")).steps[0]
    assert play.target.cards.has_trigger and play.target.cards.exclude_names == ("Test Hero",)


def test_a_you_may_body_of_several_steps_is_not_read_as_optional():
    with pytest.raises(W.Unreadable):
        read("[On K.O.] You may deal 1 damage to your opponent. Then, draw 1 card.")


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


# -- "... at the bottom of the owner's deck in any order" -------------------------------

def test_the_owner_orders_their_cards_at_the_bottom_of_their_deck():
    s = scenario()
    a = s.p2.character(vanilla("A", cost=3))
    b = s.p2.character(vanilla("B", cost=2))
    dear = s.p2.character(vanilla("Dear", cost=4))
    s.p2.deck(vanilla("Deck top"))
    game, _e = play_from_hand(s, card_of(ex("owner_deck_any_order"), category="Event"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(a, b, *game.state.chars[P1])      # cost 4 is excluded
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P2, "arrange")                  # the owner orders them
    assert opts(game) == {Action("place_bottom", a), Action("place_bottom", b)}
    game.apply(Action("place_bottom", a))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P2][:2] == [b, a] and dear in st.chars[P2]     # b placed last: lowest


def test_one_card_of_each_owner_needs_no_ordering():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=1))
    theirs = s.p2.character(vanilla("Theirs", cost=1))
    game, _e = play_from_hand(s, card_of(ex("owner_deck_any_order"), category="Event"))
    game.apply(Action("select", mine))
    game.apply(Action("select", theirs))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.deck[P1][0] == mine and st.deck[P2][0] == theirs


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
    assert opts(game) == selects(foe, other) | {Action("number", -1, 1), Action("select_done")}
    game.apply(Action("number", -1, 1))
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


# -- the cost "You may rest 1 of your cards" ---------------------------------------------

def test_rest_a_don_card_or_a_card_to_pay():
    s = scenario()
    me = s.p1.character(card_of(ex("rest_one_of_your_cards_cost")))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_active[P1] == 0 and len(st.hand[P1]) == 1 and not st.rested[me]


def test_rest_this_character_to_pay():
    s = scenario()
    me = s.p1.character(card_of(ex("rest_one_of_your_cards_cost")))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], me, done=False)
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert st.rested[me] and st.don_active[P1] == 1 and len(st.hand[P1]) == 1


def test_nothing_active_to_rest_means_no_activation():
    s = scenario()
    me = s.p1.character(card_of(ex("rest_one_of_your_cards_cost")), rested=True)
    game = s.build()
    st = game.state
    st.rested[st.leaders[P1]] = True
    assert Action("activate", me, 0) not in opts(game)


# -- "you cannot play Character cards during this turn" ---------------------------------

def test_no_character_is_played_after_the_effect():
    s = scenario()
    me = s.p1.character(card_of(ex("cannot_play_characters")))
    hand = s.p1.hand(vanilla("In hand", cost=1))[0]
    s.p1.don(rested=2)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    if game.decision.kind == "choose_number":
        game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don_active[P1] == 2
    assert not any(a.kind == "play" and a.card == hand for a in opts(game))
    to_p1_next_main(game)
    assert any(a.kind == "play" and a.card == hand for a in opts(game))


def test_without_the_effect_the_character_can_be_played():
    s = scenario()
    hand = s.p1.hand(vanilla("In hand", cost=1))[0]
    s.p1.don(active=1)
    game = s.build()
    assert any(a.kind == "play" and a.card == hand for a in opts(game))


# -- "You may deal 1 damage to your opponent." -----------------------------------------------

@pytest.mark.parametrize("accept", [True, False])
def test_the_damage_may_be_declined(accept):
    s = scenario(turn=4, turn_player=1)
    mine = s.p1.character(card_of(ex("you_may_deal_damage"), power=1000), rested=True)
    attacker = s.p2.character(vanilla("Attacker", power=5000))
    s.p2.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    game.apply(Action("attack", attacker, mine))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    st = game.state
    assert mine in st.trash[P1]
    assert len(st.life[P2]) == (1 if accept else 2)
    assert len(st.hand[P2]) == (1 if accept else 0)


# -- "a cost of 3 or less and a [Trigger] other than [Name]" -----------------------------------

def test_only_a_trigger_card_not_so_named_is_played_from_the_trash():
    s = scenario()
    good = card_of("[Trigger] Draw 1 card.", name="Good", number="T-GOOD", cost=3, power=1000)
    named = card_of("[Trigger] Draw 1 card.", name="Test Hero", number="T-HERO", cost=3,
                    power=1000)
    good.has_trigger = named.has_trigger = True          # as the card database says
    ok, hero, plain = s.p1.trash(good, named, vanilla("Plain", cost=3))
    game, _me = play_from_hand(s, card_of(ex("trigger_other_than")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    game.apply(Action("select", ok))
    expect_decision(game, P1, "main")
    st = game.state
    assert ok in st.chars[P1] and hero in st.trash[P1] and plain in st.trash[P1]


# -- "This effect can be activated at the start of your turn." ------------------------------

def _start_game(lives: int):
    s = scenario(turn=4, turn_player=1,
                 leader1=card_of(ex("start_of_turn"), category="Leader", power=5000, life=5))
    s.p1.life(*[vanilla(f"L{k}") for k in range(lives)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    return s.build()


@pytest.mark.parametrize("accept", [True, False])
def test_the_start_of_turn_effect_may_be_activated(accept):
    game = _start_game(2)
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (2 if accept else 1)     # and the Draw Phase's


def test_the_start_of_turn_effect_draws_nothing_when_its_condition_fails():
    game = _start_game(1)
    game.apply(Action("end_phase"))
    if game.decision.kind == "confirm":
        game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1


# -- "Select ... and play it or add it to the top of your Life cards face-up" -----------------

def _select_game():
    s = scenario()
    crew = s.p1.trash(vanilla("Crewmate", cost=3, types=("Test Crew",)))[0]
    s.p1.trash(vanilla("Dear mate", cost=4, types=("Test Crew",)))
    s.p1.trash(vanilla("Stranger", cost=3))
    game, _me = play_from_hand(s, card_of(ex("play_it_or_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(crew)                    # the type and the cost filter
    game.apply(Action("select", crew))
    expect_decision(game, P1, "choose_number")            # option 1 or 2
    return game, crew


def test_the_selected_card_is_played():
    game, crew = _select_game()
    game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert crew in game.state.chars[P1]


def test_the_selected_card_goes_to_the_top_of_life_face_up():
    game, crew = _select_game()
    life = len(game.state.life[P1])
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P1][-1] == crew and st.face_up[crew] and len(st.life[P1]) == life + 1
    assert crew not in st.chars[P1]


# -- "Give your Leader and 1 Character up to 2 rested DON!! cards each" ------------------------

def test_two_don_to_the_leader_and_two_to_one_character():
    s = scenario()
    a = s.p1.character(vanilla("A"))
    b = s.p1.character(vanilla("B"))
    game, me = play_from_hand(s, card_of(ex("give_leader_and_one_each")), rested=5)
    st = game.state
    expect_decision(game, P1, "choose_number")            # to the Leader
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "select")                   # one Character only
    assert opts(game) == {Action("select", c) for c in (a, b, me)}
    game.apply(Action("select", a))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don[st.leaders[P1]] == 2 and st.don[a] == 2 and st.don[b] == 0
    assert st.don_rested[P1] == 2                         # 5 + the one paid, less 4


def test_with_one_rested_don_only_one_is_given():
    s = scenario()
    a = s.p1.character(vanilla("A"))
    game, _me = play_from_hand(s, card_of(ex("give_leader_and_one_each")))
    st = game.state                                       # the one DON!! paid is rested
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(2)}
    game.apply(Action("number", -1, 1))
    if game.decision.kind == "select":
        game.apply(Action("select", a))
    expect_decision(game, P1, "main")
    assert st.don[st.leaders[P1]] == 1 and st.don[a] == 0 and st.don_rested[P1] == 0


# -- "place 2 cards from your hand at the top or bottom of your deck in any order" -----------

def test_two_cards_from_the_hand_go_to_the_bottom_of_the_deck():
    s = scenario()
    s.p1.deck(vanilla("Top"), vanilla("Second"), vanilla("Third"))
    a, b, c = s.p1.hand(vanilla("A"), vanilla("B"), vanilla("C"))
    game, _me = play_from_hand(s, card_of(ex("hand_to_deck_top_or_bottom")))
    st = game.state
    expect_decision(game, P1, "select")                   # 2 of the 4 cards in hand
    assert len(opts(game)) == 4 and Action("select_done") not in opts(game)
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action(k, x) for k in ("place_top", "place_bottom") for x in (a, b)}
    game.apply(Action("place_bottom", b))
    expect_decision(game, P1, "main")                     # the other follows it
    assert st.deck[P1][:2] == [a, b] and c in st.hand[P1] and len(st.hand[P1]) == 2


def test_with_one_card_in_hand_it_alone_goes_to_the_top_or_bottom():
    s = scenario()
    drawn, _second = s.p1.deck(vanilla("Top"), vanilla("Second"))
    game, _me = play_from_hand(s, card_of(ex("hand_to_deck_top_or_bottom")))
    st = game.state                                       # only the card drawn in hand
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action("place_top", drawn), Action("place_bottom", drawn)}
    game.apply(Action("place_top", drawn))
    expect_decision(game, P1, "main")
    assert st.deck[P1][-1] == drawn and st.hand[P1] == []


# -- "Up to 1 of your Characters or [Name] ... you may rest 1 of your DON!! cards. If you do" ---

def _counter_game(active: int):
    s = scenario(turn=4, turn_player=1, leader1=leader("Test Hero"))
    foe = s.p2.character(vanilla("Foe", power=6000))
    other = s.p2.character(vanilla("Other", power=3000))
    mine = s.p1.character(vanilla("Mine", power=3000))
    event = s.p1.hand(card_of(ex("may_rest_don_if_you_do"), category="Event", number="T-EV",
                              cost=0))[0]
    s.p1.don(active=active)
    s.p1.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", foe, s.p1.leader_id))
    expect_decision(game, P1, "counter")                  # no [Blocker] to ask about
    game.apply(Action("counter_event", event))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mine, s.p1.leader_id)    # the Leader so named too
    game.apply(Action("select", s.p1.leader_id))
    return game, foe, other


def test_resting_a_don_card_gives_the_opponents_cards_minus_power():
    from optcg.engine.stats import power
    game, foe, other = _counter_game(1)
    st = game.state
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 1
    assert len(st.life[P1]) == 1                          # 5000 + 3000 beat 6000
    assert power(st, foe) == 4000 and power(st, other) == 1000
    assert power(st, st.leaders[P2]) == 3000


def test_declining_to_rest_or_no_active_don_gives_no_minus_power():
    from optcg.engine.stats import power
    for active, choose in ((1, True), (0, False)):
        game, foe, _other = _counter_game(active)
        st = game.state
        if choose:
            expect_decision(game, P1, "choose_number")
            game.apply(Action("number", -1, 0))
        assert power(st, foe) == 6000 and power(st, st.leaders[P2]) == 5000
        assert len(st.life[P1]) == 1 and st.don_active[P1] == active


# -- "... would be removed from the field by your opponent's effect, you may rest 2 of
#    your cards instead" ------------------------------------------------------------------

def _removal_game(don: int, rested: bool = False):
    s = scenario(turn=4, turn_player=1)
    guard = s.p1.character(card_of(ex("removal_replaced_by_resting_cards"), number="T-GUARD",
                                   power=6000), rested=rested)
    weak = s.p1.character(vanilla("Weak", power=5000))
    s.p1.don(active=don)
    bounce = s.p2.hand(card_of("[On Play] Return up to 1 of your opponent's Characters to the "
                               "owner's hand.", number="T-BOUNCE", cost=1))[0]
    s.p2.don(active=1)
    game = s.build()
    if rested:
        game.state.rested[game.state.leaders[P1]] = True
    game.apply(Action("play", bounce))
    expect_decision(game, P2, "select")
    game.apply(Action("select", weak))
    return game, guard, weak


def test_resting_a_don_card_and_a_card_keeps_the_character():
    game, guard, weak = _removal_game(don=1)
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], guard, weak, done=False)
    game.apply(Action("select", guard))
    expect_decision(game, P2, "main")
    assert weak in st.chars[P1] and st.rested[guard] and st.don_active[P1] == 0


def test_declining_lets_the_character_leave():
    game, _guard, weak = _removal_game(don=2)
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P2, "main")
    assert weak in game.state.hand[P1]


def test_too_few_active_cards_means_no_replacement():
    game, _guard, weak = _removal_game(don=0, rested=True)
    st = game.state
    # only the Character being removed is active: 1 card of the 2 needed
    expect_decision(game, P2, "main")
    assert weak in st.hand[P1]


def test_only_characters_of_the_base_cost_or_more_cannot_be_played():
    s = scenario()
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    cheap, dear = s.p1.hand(vanilla("Cheap", cost=3), vanilla("Dear", cost=4))
    game, _me = play_from_hand(s, card_of(ex("cannot_play_dear_characters")), cost=8)
    expect_decision(game, P1, "main")
    played = {a.card for a in opts(game) if a.kind == "play"}
    assert cheap in played and dear not in played
    game.apply(Action("play", cheap))
    expect_decision(game, P1, "main")
    assert cheap in game.state.chars[P1]


# -- the opponent's DON!! cards given to their cards ------------------------------------------

def _give_cost_game(rested: int, foes: int = 1):
    s = scenario()
    me = s.p1.character(card_of(ex("give_opponent_don_cost")))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    chars = [s.p2.character(vanilla(f"Foe{k}")) for k in range(foes)]
    s.p2.don(rested=rested)
    return s.build(), me, chars


def test_the_opponents_rested_don_go_to_their_character_to_pay():
    game, me, (foe,) = _give_cost_game(rested=3)
    st = game.state
    game.apply(Action("activate", me, 0))
    if game.decision.kind == "confirm":
        game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 2 and st.don_rested[P2] == 1 and len(st.hand[P1]) == 1


@pytest.mark.parametrize("rested, foes", [(1, 1), (2, 0)])
def test_no_activation_without_the_rested_don_or_a_character(rested, foes):
    game, me, _chars = _give_cost_game(rested=rested, foes=foes)
    assert Action("activate", me, 0) not in opts(game)


def test_an_active_don_of_your_own_to_your_leader():
    s = scenario()
    s.p2.character(vanilla("Foe"))
    game, _me = play_from_hand(s, card_of(ex("give_owners_don")), cost=2, rested=1)
    st = game.state                                       # 1 active DON!! and 2 rested left
    expect_decision(game, P1, "select")
    leader = st.leaders[P1]
    assert Action("select", leader) in opts(game) and Action("select", st.leaders[P2]) in opts(game)
    game.apply(Action("select", leader))
    expect_decision(game, P1, "choose_number")            # 0: none, 1: a rested one, 2: active
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert st.don[leader] == 1 and st.don_active[P1] == 0 and st.don_rested[P1] == 2


def test_the_opponents_only_kind_of_don_to_their_character():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(rested=2)
    game, _me = play_from_hand(s, card_of(ex("give_owners_don")))
    st = game.state
    game.apply(Action("select", foe))
    expect_decision(game, P1, "choose_number")            # only rested ones: 0 or 1
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert st.don[foe] == 1 and st.don_rested[P2] == 1 and st.don_rested[P1] == 1


# -- the cost "You may return N of your active DON!! cards to your DON!! deck" ----------------

@pytest.mark.parametrize("active, accept", [(2, True), (2, False), (0, False)])
def test_active_don_return_to_the_don_deck_to_pay(active, accept):
    s = scenario()
    me = s.p1.character(card_of(ex("return_active_don_cost"), power=3000))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p1.don(active=active, rested=1)
    s.p2.life(vanilla("L1"))
    game = s.build()
    st = game.state
    deck = st.don_deck[P1]
    game.apply(Action("attack", me, st.leaders[P2]))
    if active:
        expect_decision(game, P1, "confirm")
        game.apply(Action("accept" if accept else "decline"))
    paid = active and accept
    assert st.don_active[P1] == active - (1 if paid else 0) and st.don_rested[P1] == 1
    assert st.don_deck[P1] == deck + (1 if paid else 0)
    assert len(st.hand[P1]) == (2 if paid else 0)


def test_the_opponents_rested_don_go_to_their_chosen_character():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    other = s.p2.character(vanilla("Other"))
    s.p2.don(active=2, rested=1)
    game, _me = play_from_hand(s, card_of(ex("give_opponent_don_step")))
    expect_decision(game, P1, "select")
    assert opts(game) == {Action("select", foe), Action("select", other)}
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    st = game.state                                       # as many rested as there are
    assert st.don[foe] == 1 and st.don_rested[P2] == 0 and st.don_active[P2] == 2


# -- the cost "You may give 1 of your active DON!! cards to 1 of your ... and trash this" ------

def test_an_active_don_given_and_this_trashed_to_pay():
    s = scenario()
    me = s.p1.character(card_of(ex("give_active_don_cost")))
    mate = s.p1.character(vanilla("Mate"))
    s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    s.p1.don(active=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    assert Action("select", mate) in opts(game) and Action("select", st.leaders[P1]) in opts(game)
    game.apply(Action("select", mate))
    expect_decision(game, P1, "main")
    assert st.don[mate] == 1 and st.don_active[P1] == 0
    assert me in st.trash[P1] and len(st.hand[P1]) == 2


def test_no_active_don_no_activation():
    s = scenario()
    me = s.p1.character(card_of(ex("give_active_don_cost")))
    s.p1.don(rested=2)
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


# -- "This effect can be activated when your opponent attacks." ---------------------------------

def test_the_leader_effect_may_be_used_once_when_the_opponent_attacks():
    from optcg.engine.stats import power
    s = scenario(turn=4, turn_player=1, leader1=card_of(ex("activated_when_attacked"),
                                                       category="Leader", number="T-LEAD",
                                                       power=5000, life=5))
    a = s.p2.character(vanilla("A", power=6000))
    b = s.p2.character(vanilla("B", power=6000))
    s.p1.life(vanilla("L1"), vanilla("L2"))
    game = s.build()
    st = game.state
    game.apply(Action("attack", a, st.leaders[P1]))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    assert power(st, a) == 4000
    while game.decision.kind != "main":
        game.apply(Action("end_counters") if game.decision.kind == "counter"
                   else Action("no_block"))
    game.apply(Action("attack", b, st.leaders[P1]))
    assert game.decision.kind != "confirm"                # [Once Per Turn]
    assert power(st, b) == 6000


def test_an_active_don_given_as_a_step():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("give_active_don_step")), cost=2)
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert st.don[me] == 1 and st.don_active[P1] == 0 and st.don_rested[P1] == 1


def test_up_to_two_of_the_opponents_rested_don_how_many_is_chosen():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(rested=3)
    game, _me = play_from_hand(s, card_of(ex("give_up_to_opponent_don")))
    st = game.state
    expect_decision(game, P1, "choose_number")            # the one Character is forced
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 1 and st.don_rested[P2] == 2


def test_only_a_rested_don_of_the_owner_is_given():
    s = scenario()
    foe = s.p2.character(vanilla("Foe"))
    s.p2.don(active=2)
    game, _me = play_from_hand(s, card_of(ex("give_rested_owners_don")), cost=2)
    st = game.state                                       # P1: 1 active, 1 rested
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert st.don[foe] == 0 and st.don_active[P2] == 2    # P2 has no rested DON!!
    leader = st.leaders[P1]
    s2 = scenario()
    game2, _me2 = play_from_hand(s2, card_of(ex("give_rested_owners_don")), cost=2)
    st2 = game2.state
    game2.apply(Action("select", st2.leaders[P1]))
    game2.apply(Action("number", -1, 1))                  # up to 1: a rested one
    assert st2.don[st2.leaders[P1]] == 1 and st2.don_rested[P1] == 0
    assert st2.don_active[P1] == 1 and st.don[leader] == 0


def test_rest_an_opponents_don_card_or_a_cheap_character():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    s.p2.character(vanilla("Dear", cost=4))
    s.p2.don(active=1)
    game, _me = play_from_hand(s, card_of(ex("rest_don_or_cheap_characters")))
    st = game.state
    expect_decision(game, P1, "select")                   # cost 4 and the Leader excluded
    assert opts(game) == selects(cheap) | {Action("number", -1, 1), Action("select_done")}
    game.apply(Action("select", cheap))
    assert st.rested[cheap] and st.don_active[P2] == 1


def test_a_cost_is_not_read_after_cards_that_include_don():
    with pytest.raises(W.Unreadable):
        read("[On Play] Rest up to 1 of your opponent's cards with a cost of 3 or less.")
