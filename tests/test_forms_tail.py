"""The card-text compiler, long-tail family: narrower wordings of existing
nodes met in the starter decks and the first boosters: cards from the hand
to the top or bottom of the deck, a [Blocker] ban on weak Characters, a
keyword and power in one clause, playing this card from the trash, DON!!
added "and rest them", "an additional +N power" for the card chosen before,
"draw up to N cards", Character cards on the field, "N or more power", and the permanent effects "give this
Leader −N power" and "+N power for every ...".

Every sentence is our own example in the official style; each must render
back exactly, and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    numbers,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import keywords, power
from optcg.testing import expect_decision

# (category, sentence): one example per new step form
EXAMPLES = {
    "hand_to_bottom": ("Character", (
        "[On Play] Draw 2 cards and place 1 card from your hand at the bottom of your deck.")),
    "hand_to_top": ("Character", (
        "[On Play] Draw 1 card and place 1 card from your hand at the top of your deck.")),
    "hand_to_bottom_many": ("Character", (
        "[On Play] Draw 3 cards and place 2 cards from your hand at the bottom of your deck in "
        "any order.")),
    "no_weak_blocker": ("Character", (
        "[When Attacking] Your opponent cannot activate a [Blocker] Character that has 3000 or "
        "less power during this battle.")),
    "no_cheap_blocker": ("Character", (
        "[When Attacking] Your opponent cannot activate the [Blocker] of any Character with a "
        "cost of 3 or less during this battle.")),
    "keyword_and_power": ("Character", (
        "[When Attacking] This Character gains [Double Attack] and +2000 power during this "
        "battle.")),
    "play_this_from_trash": ("Character", (
        "[On K.O.] Play this Character card from your trash rested.")),
    "add_don_up_to_rest_them": ("Character", (
        "[On Play] Add up to 2 DON!! cards from your DON!! deck and rest them.")),
    "add_don_up_to_active_them": ("Character", (
        "[On Play] Add up to 3 DON!! cards from your DON!! deck and set them as active.")),
    "add_don_rest_them": ("Character", (
        "[On Play] Add 2 DON!! cards from your DON!! deck and rest them.")),
    "add_don_active_them": ("Character", (
        "[On Play] Add 2 DON!! cards from your DON!! deck and set them as active.")),
    "additional_power": ("Event", (
        "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this "
        "battle. Then, if you have 3 or less cards in your hand, that card gains an additional "
        "+1000 power during this battle.")),
    "draw_up_to": ("Event", "[Main] Draw up to 3 cards."),
    "set_active_character_cards": ("Character", (
        "[On Play] Set up to 1 of your {Navy} type Character cards with a cost of 4 or less as "
        "active.")),
    "set_active_named": ("Character", (
        "[On Play] Set up to 2 of your [Test Hero] Characters as active.")),
    "ko_two_choices": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 4 or less and up "
        "to 1 of your opponent's Characters with 2000 power or less.")),
    "leader_and_all": ("Character", (
        "[On Play] Your Leader and all of your Characters gain +2000 power during this turn.")),
    "of_your_trash": ("Character", (
        "[On Play] Add up to 1 of your Character cards with a cost of 3 or less from your "
        "trash to your hand.")),
    "number_first_power": ("Character", (
        "[On Play] If your opponent has a Character with 6000 or more power, draw 1 card.")),
}
# permanent effects (the step-form guard reads EXAMPLES as abilities)
LINE_EXAMPLES = {
    "give_power": ("Leader", (
        "[Your Turn] If you have 3 or less Life cards, give this Leader −2000 power.")),
    "give_all_power": ("Leader", (
        "[Opponent's Turn] Give all of your opponent's Characters −2000 power.")),
    "leader_and_all_static": ("Character", (
        "[DON!! x1] Your Leader and all of your Characters gain +1000 power.")),
    "per_card_in_hand": ("Character", (
        "[Your Turn] This Character gains +2000 power for every card in your hand.")),
    "per_cards_in_trash": ("Character", (
        "This Character gains +1000 power for every 3 Events in your trash.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", [*EXAMPLES.values(), *LINE_EXAMPLES.values()],
                         ids=[*EXAMPLES.keys(), *LINE_EXAMPLES.keys()])
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    steps = read(ex("keyword_and_power")).steps
    assert steps == (L.GainKeyword(L.This(), "Double Attack", L.THIS_BATTLE, amount=2000),)
    steps = read(ex("no_weak_blocker")).steps
    assert steps == (L.CannotBlock(max_power=3000),)
    assert read(ex("draw_up_to"), "Event").steps == (L.Draw(3, up_to=True),)
    chosen = read(ex("set_active_character_cards")).steps[0].target
    assert chosen.cards.categories == (L.CHARACTER,) and chosen.cards.area == L.FIELD
    static = read(ex("per_cards_in_trash"))
    assert static.effect.per == L.Cards(L.YOU, L.TRASH, (L.EVENT,))
    assert static.effect.per_count == 3


# -- cards from the hand to the deck -------------------------------------------------------

@pytest.mark.parametrize("name, bottom", [("hand_to_bottom", True), ("hand_to_top", False)])
def test_place_a_card_from_your_hand_on_the_deck(name, bottom):
    s = scenario()
    kept = s.p1.hand(vanilla("Kept"))[0]
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P1, "select")
    st = game.state
    drawn = [i for i in st.hand[P1] if i != kept]
    assert opts(game) == selects(kept, *drawn, done=False)      # exactly 1 card, not up to
    game.apply(Action("select", kept))
    expect_decision(game, P1, "main")
    assert kept not in st.hand[P1]
    assert (st.deck[P1][0] if bottom else st.deck[P1][-1]) == kept     # the top is the end


def test_place_two_cards_from_your_hand_at_the_bottom():
    s = scenario()
    a, b = s.p1.hand(vanilla("A"), vanilla("B"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("hand_to_bottom_many")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    st = game.state
    while game.decision.kind != "main":          # the order of the two at the bottom
        game.apply(min(opts(game), key=repr))
    assert set(st.deck[P1][:2]) == {a, b} and len(st.hand[P1]) == 3


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


# -- playing this card from the trash --------------------------------------------------------

def test_on_ko_plays_this_card_from_the_trash_rested():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("play_this_from_trash"), cost=3))
    k = s.p2.hand(ko)[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    st = game.state
    assert me in st.chars[P1] and st.rested[me]


def test_on_ko_play_from_the_trash_needs_room_on_the_field():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("play_this_from_trash"), cost=3))
    others = [s.p1.character(vanilla(f"O{k}", cost=5)) for k in range(4)]
    k = s.p2.hand(ko)[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    st = game.state
    # four Characters: room for the fifth, played back rested
    assert me in st.chars[P1] and st.rested[me] and all(o in st.chars[P1] for o in others)


# -- DON!! added "and rest them" --------------------------------------------------------------

@pytest.mark.parametrize("name, up_to, active", [
    ("add_don_up_to_rest_them", True, False), ("add_don_up_to_active_them", True, True),
    ("add_don_rest_them", False, False), ("add_don_active_them", False, True),
])
def test_add_don_and_rest_them(name, up_to, active):
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex(name)))
    st = game.state
    if up_to:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    assert (st.don_active[P1], st.don_rested[P1]) == ((2, 1) if active else (0, 3))
    assert st.don_deck[P1] == 7
    # one DON!! left in the DON!! deck: one added
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex(name)), deck=1)
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don_deck[P1] == 0


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
    from optcg.engine.effects.compiler import compile_ability
    code = compile_ability(part).code
    selects_ = [c for c in code if c[0] == "select"]
    acts = [c for c in code if c[0] == "act"]
    assert len(selects_) == 1 and acts[-1][2] == selects_[0][1]


# -- "draw up to N cards" -------------------------------------------------------------------

@pytest.mark.parametrize("n", [0, 2])
def test_draw_up_to(n):
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _ = play_from_hand(s, card_of(ex("draw_up_to"), category="Event", cost=0), cost=0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(3)
    game.apply(Action("number", -1, n))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == n and len(game.state.deck[P1]) == 5 - n


def test_draw_up_to_no_more_than_the_deck():
    s = scenario()
    s.p1.deck(vanilla("D0"))
    game, _ = play_from_hand(s, card_of(ex("draw_up_to"), category="Event", cost=0), cost=0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(1)


# -- Character cards on the field; "N or more power" ------------------------------------

def test_set_up_to_1_of_your_character_cards_as_active():
    s = scenario()
    navy = s.p1.character(vanilla("Navy", cost=4, types=("Navy",)), rested=True)
    big = s.p1.character(vanilla("Big Navy", cost=5, types=("Navy",)), rested=True)
    other = s.p1.character(vanilla("Pirate", cost=2), rested=True)
    game, _ = play_from_hand(s, card_of(ex("set_active_character_cards")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy)
    game.apply(Action("select", navy))
    st = game.state
    assert not st.rested[navy] and st.rested[big] and st.rested[other]


def test_set_named_characters_as_active():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero"), rested=True)
    _other = s.p1.character(vanilla("Test Rival"), rested=True)
    game, _ = play_from_hand(s, card_of(ex("set_active_named")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero)


def test_add_up_to_1_of_your_character_cards_from_your_trash():
    s = scenario()
    cheap, dear = s.p1.trash(vanilla("Cheap", cost=3), vanilla("Dear", cost=4))
    event = s.p1.trash(vanilla("Event", cost=1, category="Event"))[0]
    s.p2.trash(vanilla("Theirs", cost=1))
    game, _ = play_from_hand(s, card_of(ex("of_your_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    st = game.state
    assert st.hand[P1] == [cheap] and dear in st.trash[P1] and event in st.trash[P1]


@pytest.mark.parametrize("foe_power, drawn", [(6000, 1), (5000, 0)])
def test_or_more_power_written_number_first(foe_power, drawn):
    s = scenario()
    s.p2.character(vanilla("Foe", power=foe_power))
    s.p1.deck(vanilla("D"), vanilla("E"))
    game, _ = play_from_hand(s, card_of(ex("number_first_power")))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == drawn


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
    assert W.render_body((part.steps[0], L.Draw(1)), ("", "and again"), Ctx()) is None


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
