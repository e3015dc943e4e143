"""The card-text compiler, costs paid with cards on the field: resting cards or
DON!! cards, returning or giving DON!! cards, K.O.ing one's own Character.

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
    vanilla,
)

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "rest_don_in_words": ("Character", (
        "[Activate: Main] Rest 2 of your DON!! cards and you may rest this Character: Draw 1 "
        "card.")),
    "rest_don_cards": ("Character", ("[Activate: Main] You may rest 2 of your DON!! cards: "
                                     "Draw 1 card.")),
    "rest_this_and_don": ("Character", ("[Activate: Main] You may rest this Character and 1 of "
                                        "your DON!! cards: Draw 1 card.")),
    "rest_don_and_this": ("Stage", ("[Activate: Main] You may rest 1 of your DON!! cards and "
                                    "this Stage: Draw 1 card.")),
    "rest_leader": ("Character", ("[Activate: Main] You may rest your 1 Leader: Draw 1 card.")),
    "rest_typed": ("Character", ("[Activate: Main] You may rest 1 of your {Navy} type "
                                 "Characters: Up to 1 of your Characters gains +2000 power "
                                 "during this turn.")),
    "rest_leader_or_stage": ("Character", ("[Activate: Main] You may rest 1 of your {Navy} type "
                                           "Leader or Stage cards: Draw 1 card.")),
    "rest_named": ("Character", ("[Activate: Main] You may rest 1 of your [Koby] cards: Draw 1 "
                                 "card.")),
    "rest_n_cards_cost": ("Character", (
        "[Activate: Main] You may rest 2 of your cards: Draw 1 card.")),
    "may_rest_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may rest 1 of your Characters with a cost of 2 or more. "
        "If you do, K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")),
    "rest_one_of_your_cards_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may rest 1 of your cards: Draw 1 card.")),
    "may_rest_don_if_you_do": ("Event", (
        "[Counter] Up to 1 of your Characters or [Test Hero] gains +3000 power during this "
        "battle. Then, you may rest 1 of your DON!! cards. If you do, give your opponent's "
        "Leader and all of their Characters −2000 power during this turn.")),
    "return_active_don_cost": ("Character", (
        "[When Attacking] [Once Per Turn] You may return 1 of your active DON!! cards to your "
        "DON!! deck: Draw 2 cards.")),
    "give_opponent_don_step": ("Character", (
        "[On Play] Give 2 of your opponent's rested DON!! cards to 1 of your opponent's "
        "Characters.")),
    "give_active_don_cost": ("Character", (
        "[Activate: Main] You may give 1 of your active DON!! cards to 1 of your Leader or "
        "Character cards and trash this Character: Draw 2 cards.")),
    "ko_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may K.O. 1 of your Characters other than this "
        "Character: Draw 2 cards.")),
    "rest_attribute_leader_or_don": ("Character", (
        "[On Play] You may rest your <Slash> attribute Leader or 1 of your DON!! cards: Draw 1 "
        "card.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_the_costs_read_as_nodes():
    assert read(ex("rest_this_and_don")).cost == (
        L.RestThis(), L.StepCost(L.RestDonCards(1), shared_verb=True))
    assert read(ex("rest_don_and_this"), "Stage").cost == (
        L.StepCost(L.RestDonCards(1)), L.StepCost(L.Rest(L.This()), shared_verb=True))


def test_examples_read_into_their_nodes():
    assert read(ex("rest_n_cards_cost")).cost == (L.StepCost(L.RestCards(L.YOU, L.exactly(2))),)
    cost_step = read(ex("ko_cost")).cost[0].step
    assert isinstance(cost_step, L.KO) and cost_step.target.cards.other_than_this


# -- DON!! and resting -------------------------------------------------------------------

def test_rest_don_cards_is_the_circled_cost_in_words():
    s = scenario()
    c = s.p1.character(card_of(ex("rest_don_cards")))
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 2 and len(st.hand[P1]) == 1
    assert Action("activate", c, 0) not in opts(game)       # 1 active DON!! is not 2


@pytest.mark.parametrize("line,category", [(ex("rest_this_and_don"), "Character"),
                                           (ex("rest_don_and_this"), "Stage")])
def test_rest_this_and_don(line, category):
    s = scenario()
    card = card_of(line, category=category)
    c = s.p1.stage(card) if category == "Stage" else s.p1.character(card)
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.rested[c] and st.don_active[P1] == 0 and len(st.hand[P1]) == 1
    # no active DON!!: not even the rest of the card is offered
    s = scenario()
    c = s.p1.stage(card) if category == "Stage" else s.p1.character(card)
    game = s.build()
    assert Action("activate", c, 0) not in opts(game)


def test_rest_your_leader():
    s = scenario()
    c = s.p1.character(card_of(ex("rest_leader")))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.rested[st.leaders[P1]] and len(st.hand[P1]) == 1
    s = scenario()
    s.p1.leader_id = None
    s.p1.leader(vanilla("Tired", category="Leader"), rested=True)
    c = s.p1.character(card_of(ex("rest_leader")))
    assert Action("activate", c, 0) not in opts(s.build())


def test_rest_one_of_your_typed_characters_is_chosen_and_not_a_target_of_the_effect():
    s = scenario()
    c = s.p1.character(card_of(ex("rest_typed")))
    navy1 = s.p1.character(vanilla("Navy1", types=("Navy",)))
    navy2 = s.p1.character(vanilla("Navy2", types=("Navy",)))
    s.p1.character(vanilla("Tired", types=("Navy",)), rested=True)
    s.p1.character(vanilla("Pirate", types=("Pirates",)))
    game = s.build()
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "select")
    # the active {Navy} type Characters only, and no "done": the cost is paid in full
    assert opts(game) == selects(navy1, navy2, done=False)
    game.apply(Action("select", navy2))
    st = game.state
    assert st.rested[navy2] and not st.rested[navy1]
    # the effect chooses afresh: the rested card is one of its choices too
    expect_decision(game, P1, "select")
    assert Action("select", navy2) in opts(game)
    game.apply(Action("select", navy1))
    assert power(st, navy1) == 3000 and power(st, navy2) == 1000


def test_rest_typed_cannot_be_paid_without_an_active_one():
    s = scenario()
    c = s.p1.character(card_of(ex("rest_typed")))
    s.p1.character(vanilla("Tired", types=("Navy",)), rested=True)
    assert Action("activate", c, 0) not in opts(s.build())


def test_rest_leader_or_stage_and_named_cards():
    s = scenario(leader1=vanilla("Navy Boss", category="Leader", types=("Navy",)))
    c = s.p1.character(card_of(ex("rest_leader_or_stage")))
    s.p1.character(vanilla("Navy char", types=("Navy",)))    # a Character: not a choice
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert st.rested[st.leaders[P1]] and len(st.hand[P1]) == 1
    s = scenario()
    c = s.p1.character(card_of(ex("rest_named")))
    koby = s.p1.character(vanilla("Koby"))
    game = s.build()
    game.apply(Action("activate", c, 0))
    assert game.state.rested[koby] and len(game.state.hand[P1]) == 1
    s = scenario()
    c = s.p1.character(card_of(ex("rest_named")))
    s.p1.character(vanilla("Helmeppo"))
    assert Action("activate", c, 0) not in opts(s.build())


# -- "You may rest 2 of your cards: ..." (a Leader, Character, Stage or DON!! card) -------

def test_rest_two_cards_with_one_don_and_one_character():
    # official rulings on OP14-020 and OP14-029: active Leader, Character,
    # Stage or DON!! cards, the card itself included
    s = scenario()
    me = s.p1.character(card_of(ex("rest_n_cards_cost")))
    a = s.p1.character(vanilla("A"))
    s.p1.deck(vanilla(), vanilla())
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in range(3)}
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(st.leaders[P1], me, a, done=False)
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert st.rested[me] and not st.rested[a] and not st.rested[st.leaders[P1]]
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 1 and len(st.hand[P1]) == 1


def _all_rested_game(don: int):
    s = Scenario()
    s.p1.leader(leader(), rested=True)
    s.p2.leader(leader())
    me = s.p1.character(card_of(ex("rest_n_cards_cost")), rested=True)
    s.p1.deck(vanilla(), vanilla())
    s.p1.don(active=don)
    return s.build(), me


def test_only_don_can_pay_when_every_card_is_rested():
    game, me = _all_rested_game(don=1)
    assert Action("activate", me, 0) not in opts(game)   # 1 DON!! is not 2 cards
    game, me = _all_rested_game(don=2)
    st = game.state
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")                    # 2 DON!!: no choice to make
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 2 and len(st.hand[P1]) == 1


# -- "you may rest 1 of your Characters with a cost of 2 or more. If you do, ..." ---------

def _may_rest_game():
    s = scenario()
    big = s.p1.character(vanilla("Big", cost=2))
    tired = s.p1.character(vanilla("Tired", cost=4), rested=True)
    s.p1.character(vanilla("Small", cost=1))
    foe = s.p2.character(vanilla("Foe", cost=3))
    s.p1.deck(vanilla(), vanilla())
    game, _c = play_from_hand(s, card_of(ex("may_rest_if_you_do"), category="Event"))
    return game, big, tired, foe


def test_resting_one_of_your_characters_lets_the_ko_happen():
    game, big, _tired, foe = _may_rest_game()
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(big)             # cost 1 and rested are excluded
    game.apply(Action("select", big))
    expect_decision(game, P1, "select")
    game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    assert st.rested[big] and foe in st.trash[P2]


def test_declining_the_rest_means_no_ko():
    game, big, _tired, foe = _may_rest_game()
    st = game.state
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert not st.rested[big] and foe in st.chars[P2] and len(st.hand[P1]) == 1


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


# -- K.O. as a cost ---------------------------------------------------------------------

def _ko_cost_game(victim):
    s = scenario()
    src = s.p1.character(card_of(ex("ko_cost"), name="Hakuba-like"))
    other = s.p1.character(victim)
    s.p1.deck(*[vanilla(f"D{n}") for n in range(4)])
    game = s.build()
    game.apply(Action("activate", src, 0))
    return game, src, other


def test_ko_as_a_cost_then_the_effect():
    game, src, other = _ko_cost_game(vanilla("Victim"))
    st = game.state
    expect_decision(game, P1, "main")           # the only other Character: chosen
    assert other in st.trash[P1] and src in st.chars[P1] and len(st.hand[P1]) == 2


def test_ko_cost_of_a_card_that_cannot_be_koed_is_not_paid():
    # official ruling on OP05-087: choosing a Character that cannot be K.O.'d
    # (OP03-088) leaves it on the field and the effect does not resolve
    tough = card_of("This Character cannot be K.O.'d by effects.", name="Tough")
    game, _src, other = _ko_cost_game(tough)
    st = game.state
    expect_decision(game, P1, "main")
    assert other in st.chars[P1] and st.hand[P1] == []


@pytest.mark.parametrize("accept", [True, False])
def test_ko_cost_replaced_is_not_paid(accept):
    # official ruling on OP05-087: K.O. a Character whose replacement effect
    # keeps it on the field (OP04-082) and the effect does not resolve
    saver = card_of("If this Character would be K.O.'d, you may trash 1 card from your hand "
                    "instead.", name="Saver")
    s = scenario()
    src = s.p1.character(card_of(ex("ko_cost"), name="Hakuba-like"))
    other = s.p1.character(saver)
    h, = s.p1.hand(vanilla("H"))
    s.p1.deck(*[vanilla(f"D{n}") for n in range(4)])
    game = s.build()
    game.apply(Action("activate", src, 0))
    expect_decision(game, P1, "confirm")         # the replacement
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    if accept:
        assert other in st.chars[P1] and h in st.trash[P1] and st.hand[P1] == []
    else:
        assert other in st.trash[P1] and len(st.hand[P1]) == 3


def test_ko_cost_needs_another_character():
    s = scenario()
    src = s.p1.character(card_of(ex("ko_cost"), name="Hakuba-like"))
    game = s.build()
    assert Action("activate", src, 0) not in opts(game)


# -- "rest your <Slash> attribute Leader or 1 of your DON!! cards" as a cost ----------------

def _slash_leader():
    return CardDef("L-S", "Sword Leader", 0, power=5000, life=5, attributes=("Slash",))


@pytest.mark.parametrize("choice", [0, 1])
def test_rest_the_attribute_leader_or_a_don(choice):
    s = scenario(leader1=_slash_leader())
    s.p1.deck(*[vanilla(f"D{n}") for n in range(3)])
    game, _c = play_from_hand(s, card_of(ex("rest_attribute_leader_or_don"), name="Cutter"),
                              cost=1, rested=0)
    st = game.state
    st.don_active[P1] += 1                           # one DON!! left to rest
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, choice))
    expect_decision(game, P1, "main")
    assert st.rested[st.leaders[P1]] == (choice == 0)
    assert st.don_active[P1] == (1 if choice == 0 else 0) and len(st.hand[P1]) == 1


def test_without_the_attribute_or_an_active_don_the_cost_cannot_be_paid():
    s = scenario()                                   # a Leader with no attribute
    s.p1.deck(*[vanilla(f"D{n}") for n in range(3)])
    game, _c = play_from_hand(s, card_of(ex("rest_attribute_leader_or_don"), name="Cutter"))
    st = game.state
    expect_decision(game, P1, "main")                # no active DON!! left: cannot pay
    assert st.hand[P1] == [] and not st.rested[st.leaders[P1]]
