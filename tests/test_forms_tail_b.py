"""The card-text compiler, tail B family (OP04, OP05, ST13-ST36): a card
revealed from the top of the Life cards ("Reveal 1 card from the top of your
Life cards. If that card is ..., you may play that card.") and "If you do,
...": what follows an optional choice happens only if a card was chosen.

Every sentence is our own example in the official style; each must render
back exactly, and the behaviour tests play it on a made-up card.
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
    to_p1_next_main,
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import keywords, power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per new step form
EXAMPLES = {
    "reveal_life_if_you_do": ("Character", (
        "[On Play] Reveal 1 card from the top of your Life cards. If that card is a [Test Hero] "
        "with a cost of 3, you may play that card. If you do, up to 1 of your Leader gains "
        "+3000 power during this turn.")),
    "cannot_activate_blocker": ("Event", (
        "[Main] Up to 1 of your opponent's Characters with 3000 power or less cannot activate "
        "[Blocker] during this turn.")),
    "stay_rested_the_next": ("Event", (
        "[Main] Up to 1 of your opponent's Characters with a cost of 2 or less will not become "
        "active in the next Refresh Phase.")),
    "gains_keyword_no_duration": ("Character", (
        "[On Play] If you have 1 or less Life cards, this Character gains [Rush].")),
    "all_named_and_named": ("Character", (
        "[On Play] Return all of your [Test Hero] and [Test Rival] Characters to the owner's "
        "hand.")),
    "none_can_be_kod": ("Character", (
        "[On Play] None of your Characters can be K.O.'d by effects until the start of your "
        "next turn.")),
    "redraw_hand": ("Character", (
        "[On Play] Return all cards in your hand to your deck and shuffle your deck. Then, draw "
        "cards equal to the number you returned to your deck.")),
    "may_trash_if_you_do": ("Event", (
        "[Main] Draw 1 card. Then, you may trash 1 card from your hand. If you do, set up to 2 "
        "of your DON!! cards as active.")),
    "don_on_field_either": ("Character", (
        "[On Play] If you have 0 or 4 or more DON!! cards on your field, draw 1 card.")),
    "total_leader_and_character_stay_rested": ("Character", (
        "[On Play] Up to a total of 2 of your opponent's rested Leader and Character cards will "
        "not become active in your opponent's next Refresh Phase.")),
    "return_trash_to_bottom_cost": ("Character", (
        "[Activate: Main] You may return 2 cards from your trash to the bottom of your deck in "
        "any order: Draw 1 card.")),
    "return_trash_to_bottom": ("Character", (
        "[On Play] Return 2 cards from your trash to the bottom of your deck in any order.")),
    "shuffle_into_deck": ("Character", (
        "[On Play] Return 2 cards from your trash to your deck and shuffle it.")),
    "shuffle_into_deck_cost": ("Character", (
        "[Activate: Main] You may return 2 cards from your trash to your deck and shuffle it: "
        "Draw 1 card.")),
    "cost_and_power": ("Character", (
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or more and 5000 "
        "power or more.")),
    "base_power_plural": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters' base power becomes 0 during this "
        "turn.")),
    "don_minus_comma_you_may": ("Character", (
        "[On Play] DON!! −2, you may trash 1 card from your hand: Draw 2 cards.")),
    "play_from_hand_or_trash": ("Character", (
        "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 3 or less from "
        "your hand or trash.")),
    "power_and_the_type": ("Character", (
        "[On Play] Play up to 1 Character card with 3000 power or less and the {Test Crew} type "
        "from your hand.")),
    "leader_or_characters": ("Character", (
        "[On Play] Up to 1 of your Leader or Characters gains +2000 power during this turn.")),
    "stay_rested_your_next": ("Character", (
        "[When Attacking] This Character will not become active in your next Refresh Phase.")),
}
# permanent effects
LINE_EXAMPLES = {
    "named_and_named_static": ("Leader", (
        "[Your Turn] All of your [Test Hero] and [Test Rival] cards gain +2000 power.")),
    "attack_when_played_plural": ("Stage", (
        "If your Leader has the {Test Crew} type, your {Test Crew} type Characters can attack "
        "Characters on the turn in which they are played.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", [*EXAMPLES.values(), *LINE_EXAMPLES.values()],
                         ids=[*EXAMPLES.keys(), *LINE_EXAMPLES.keys()])
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    steps = read(ex("reveal_life_if_you_do")).steps
    assert steps[0] == L.RevealLife(1)
    play, if_done = steps[1].steps
    assert isinstance(play, L.PlayCard) and if_done.condition == L.YouDid()


def test_if_you_do_needs_a_choice_before_it():
    with pytest.raises(ValueError):
        card_of("[On Play] If you do, draw 1 card.")


def _reveal_game(top):
    s = scenario()
    s.p1.life(top, vanilla("Bottom"))          # the first is the top card
    return play_from_hand(s, card_of(ex("reveal_life_if_you_do")))


def test_the_named_card_revealed_from_life_is_played_and_then_the_leader_gains():
    game, _me = _reveal_game(vanilla("Test Hero", cost=3, power=4000))
    st = game.state
    hero = st.life[P1][-1]
    expect_decision(game, P1, "select")
    assert Action("select", hero) in opts(game)
    game.apply(Action("select", hero))
    leader = st.leaders[P1]
    if game.decision.kind == "select":           # up to 1 of your Leader
        game.apply(Action("select", leader))
    expect_decision(game, P1, "main")
    assert hero in st.chars[P1] and len(st.life[P1]) == 1
    assert power(st, leader) == 5000 + 3000


def test_declining_the_play_gives_no_power():
    game, _me = _reveal_game(vanilla("Test Hero", cost=3, power=4000))
    st = game.state
    hero = st.life[P1][-1]
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert st.life[P1][-1] == hero and hero not in st.chars[P1]
    assert power(st, st.leaders[P1]) == 5000


def test_another_card_on_top_of_life_is_not_played():
    game, _me = _reveal_game(vanilla("Test Hero", cost=4, power=4000))      # wrong cost
    st = game.state
    expect_decision(game, P1, "main")
    assert len(st.life[P1]) == 2 and not st.chars[P1][1:]
    assert power(st, st.leaders[P1]) == 5000


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


# -- "this Character gains [Rush]" with no duration ----------------------------------------

def _rush_game(lives: int):
    s = scenario()
    s.p1.life(*[vanilla(f"L{k}") for k in range(lives)])
    s.p2.life(vanilla(), vanilla())
    return play_from_hand(s, card_of(ex("gains_keyword_no_duration"), power=5000))


def test_gains_rush_while_on_the_field_when_the_condition_holds():
    game, me = _rush_game(1)
    expect_decision(game, P1, "main")
    st = game.state
    assert keywords(st, me) & RUSH
    assert Action("attack", me, st.leaders[P2]) in opts(game)


def test_no_rush_when_the_condition_fails():
    game, me = _rush_game(2)
    expect_decision(game, P1, "main")
    assert not keywords(game.state, me) & RUSH
    assert Action("attack", me, game.state.leaders[P2]) not in opts(game)


# -- "all of your [A] and [B] Characters" -----------------------------------------------------

def test_all_characters_of_either_name_return_to_hand():
    s = scenario()
    hero = s.p1.character(vanilla("Test Hero"))
    rival = s.p1.character(vanilla("Test Rival"))
    other = s.p1.character(vanilla("Other"))
    foe = s.p2.character(vanilla("Test Hero"))
    game, me = play_from_hand(s, card_of(ex("all_named_and_named")))
    expect_decision(game, P1, "main")
    st = game.state
    assert hero in st.hand[P1] and rival in st.hand[P1]
    assert other in st.chars[P1] and foe in st.chars[P2] and me in st.chars[P1]


def test_all_cards_of_either_name_gain_power_on_your_turn():
    s = scenario(leader1=card_of(ex("named_and_named_static"), category="Leader",
                                 power=5000, life=5))
    hero = s.p1.character(vanilla("Test Hero", power=3000))
    rival = s.p1.character(vanilla("Test Rival", power=3000))
    other = s.p1.character(vanilla("Other", power=3000))
    game = s.build()
    st = game.state
    assert power(st, hero) == 5000 and power(st, rival) == 5000 and power(st, other) == 3000
    to_p2_main(game)
    assert power(st, hero) == 3000


def test_the_names_and_reading_keeps_both_names():
    target = read(ex("all_named_and_named")).steps[0].target
    assert target.cards.names == ("Test Hero", "Test Rival")


# -- "... can attack Characters on the turn in which they are played" --------------------

def test_your_typed_characters_can_attack_characters_when_played():
    crew = ("Test Crew",)
    s = scenario(leader1=custom_card("TL-001", "Crew Leader", "Leader", power=5000, life=5,
                                     types=crew))
    s.p1.stage(card_of(ex("attack_when_played_plural"), category="Stage"))
    foe = s.p2.character(vanilla("Foe"), rested=True)
    mate = s.p1.hand(vanilla("Mate", types=crew))[0]
    loner = s.p1.hand(vanilla("Loner"))[0]
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("play", mate))
    game.apply(Action("play", loner))
    expect_decision(game, P1, "main")
    assert Action("attack", mate, foe) in opts(game)
    assert Action("attack", loner, foe) not in opts(game)
    assert Action("attack", mate, game.state.leaders[P2]) not in opts(game)


# -- "None of your Characters can be K.O.'d by effects ..." --------------------------------

def test_none_of_your_characters_can_be_kod_by_effects_only_those_on_the_field():
    ko = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 9 or less."
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    late = s.p1.hand(vanilla("Late"))[0]
    s.p2.hand(card_of(ko, name="Killer"))
    game, me = play_from_hand(s, card_of(ex("none_can_be_kod")), cost=2)
    expect_decision(game, P1, "main")
    game.apply(Action("play", late))          # played after: not protected (OP04-083 ruling)
    st = game.state
    to_p2_main(game)
    killer = st.hand[P2][0]
    st.don_active[P2] = 1
    game.apply(Action("play", killer))
    expect_decision(game, P2, "select")
    game.apply(Action("select", late))
    expect_decision(game, P2, "main")
    assert late in st.trash[P1]
    assert mine in st.chars[P1] and me in st.chars[P1]


def test_the_protection_stops_a_ko_of_a_character_on_the_field():
    ko = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 9 or less."
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    s.p2.hand(card_of(ko, name="Killer"))
    game, _me = play_from_hand(s, card_of(ex("none_can_be_kod")))
    expect_decision(game, P1, "main")
    st = game.state
    to_p2_main(game)
    st.don_active[P2] = 1
    game.apply(Action("play", st.hand[P2][0]))
    expect_decision(game, P2, "select")
    game.apply(Action("select", mine))
    expect_decision(game, P2, "main")
    assert mine in st.chars[P1]


# -- the hand into the deck, and as many cards drawn ---------------------------------------

def test_the_hand_is_shuffled_into_the_deck_and_as_many_drawn():
    s = scenario()
    s.p1.hand(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("redraw_hand")))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == 3 and len(st.deck[P1]) == 5


def test_an_empty_hand_draws_nothing():
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    game, _me = play_from_hand(s, card_of(ex("redraw_hand")))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == 0 and len(st.deck[P1]) == 5


# -- "you may trash 1 card from your hand. If you do, ..." -------------------------------

def _may_trash_game():
    s = scenario()
    kept = s.p1.hand(vanilla("Kept"))[0]
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("may_trash_if_you_do"), category="Event"),
                               rested=2)
    return game, kept


def test_trashing_the_card_sets_the_don_active():
    game, kept = _may_trash_game()
    expect_decision(game, P1, "select")
    assert Action("select_done") in opts(game)          # "you may": it can be declined
    game.apply(Action("select", kept))
    while game.decision.kind != "main":                  # how many DON!! to set active
        game.apply(max(opts(game), key=lambda a: (a.kind == "number", a.target)))
    st = game.state
    assert kept in st.trash[P1] and st.don_active[P1] == 2 and st.don_rested[P1] == 1


def test_declining_the_trash_sets_no_don_active():
    game, kept = _may_trash_game()
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert kept in st.hand[P1] and st.don_active[P1] == 0


# -- "If you have 0 or N or more DON!! cards on your field" ----------------------------------

@pytest.mark.parametrize("don, draws", [(0, True), (2, False), (4, True), (5, True)])
def test_draws_with_no_don_or_enough_don(don, draws):
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("don_on_field_either"), cost=don), cost=don)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (1 if draws else 0)


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


# -- "You may return N cards from your trash to the bottom of your deck in any order:" ------

def test_the_cost_returns_the_trash_cards_to_the_bottom():
    s = scenario()
    me = s.p1.character(card_of(ex("return_trash_to_bottom_cost")))
    a, b, c = s.p1.trash(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    while game.decision.kind != "main":              # the order at the bottom
        game.apply(min(opts(game), key=repr))
    st = game.state
    assert set(st.deck[P1][:2]) == {a, b} and st.trash[P1] == [c] and len(st.hand[P1]) == 1


def test_the_cost_cannot_be_paid_with_too_few_cards_in_the_trash():
    s = scenario()
    me = s.p1.character(card_of(ex("return_trash_to_bottom_cost")))
    s.p1.trash(vanilla("A"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


# -- "This Character will not become active in your next Refresh Phase" ----------------------

def test_your_character_stays_rested_in_your_next_refresh_phase():
    s = scenario()
    me = s.p1.character(card_of(ex("stay_rested_your_next"), power=6000))
    other = s.p1.character(vanilla("Other", power=6000))
    s.p2.life(vanilla(), vanilla(), vanilla())
    game = s.build()
    for attacker in (me, other):
        game.apply(Action("attack", attacker, s.p2.leader_id))
        while game.decision.kind != "main":
            game.apply(Action("no_block") if game.decision.kind == "block" else
                       min(opts(game), key=repr))
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
    while game.decision.kind != "main":
        game.apply(min(opts(game), key=repr))
    st = game.state
    assert set(st.deck[P1][:2]) == {b, c} and st.trash[P1] == [a]


# -- "return N cards from your trash to your deck and shuffle it" ---------------------------

def test_the_chosen_trash_cards_are_shuffled_into_the_deck():
    s = scenario()
    a, b, c = s.p1.trash(vanilla("A"), vanilla("B"), vanilla("C"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("shuffle_into_deck")))
    expect_decision(game, P1, "select")
    game.apply(Action("select", a))
    game.apply(Action("select", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert a in st.deck[P1] and c in st.deck[P1] and st.trash[P1] == [b]
    assert len(st.deck[P1]) == 5


def test_the_shuffle_cost_needs_enough_cards_in_the_trash():
    s = scenario()
    me = s.p1.character(card_of(ex("shuffle_into_deck_cost")))
    s.p1.trash(vanilla("A"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    assert Action("activate", me, 0) not in opts(game)


def test_the_shuffle_cost_paid_draws():
    s = scenario()
    me = s.p1.character(card_of(ex("shuffle_into_deck_cost")))
    s.p1.trash(vanilla("A"), vanilla("B"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game = s.build()
    game.apply(Action("activate", me, 0))
    expect_decision(game, P1, "main")                   # exactly 2: no choice to make
    st = game.state
    assert not st.trash[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4


# -- "with a cost of N or more and M power or more" ----------------------------------------

def test_both_the_cost_and_the_power_must_match():
    s = scenario()
    ok = s.p2.character(vanilla("Ok", cost=2, power=5000))
    s.p2.character(vanilla("Cheap", cost=1, power=6000))
    s.p2.character(vanilla("Weak", cost=3, power=4000))
    game, _me = play_from_hand(s, card_of(ex("cost_and_power")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    cards = read(ex("cost_and_power")).steps[0].target.cards
    assert (cards.cost_min, cards.power_min) == (2, 5000)


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


# -- "DON!! −N, you may trash 1 card from your hand:" -----------------------------------------

def _don_minus_game(don: int):
    s = scenario()
    s.p1.hand(vanilla("Fodder"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    return play_from_hand(s, card_of(ex("don_minus_comma_you_may")), cost=don)


def test_both_costs_paid_draws():
    game, _me = _don_minus_game(2)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                    # "you may": use it
    while game.decision.kind != "main":             # the DON!! returned, the card trashed
        game.apply(min(opts(game), key=repr))
    st = game.state
    assert st.don_deck[P1] == 10 and len(st.trash[P1]) == 1 and len(st.hand[P1]) == 2


def test_not_enough_don_no_draw():
    game, _me = _don_minus_game(1)
    if game.decision.kind == "confirm":             # the DON!! −2 cannot be paid
        game.apply(Action("accept"))
    while game.decision.kind != "main":
        game.apply(min(opts(game), key=repr))
    st = game.state
    assert len(st.hand[P1]) == 1 and not st.trash[P1]


# -- "play up to 1 ... from your hand or trash" --------------------------------------------

def test_a_card_from_the_hand_or_the_trash_may_be_played():
    crew = ("Test Crew",)
    s = scenario()
    in_hand = s.p1.hand(vanilla("In Hand", cost=3, types=crew))[0]
    dear = s.p1.hand(vanilla("Dear", cost=4, types=crew))[0]
    in_trash, other = s.p1.trash(vanilla("In Trash", cost=2, types=crew), vanilla("Other"))
    game, _me = play_from_hand(s, card_of(ex("play_from_hand_or_trash")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(in_hand, in_trash)      # not the cost 4, not another type
    game.apply(Action("select", in_trash))
    expect_decision(game, P1, "main")
    st = game.state
    assert in_trash in st.chars[P1] and in_hand in st.hand[P1] and dear in st.hand[P1]
    assert other in st.trash[P1]


# -- "with N power or less and the {X} type" -------------------------------------------------

def test_the_power_and_the_type_must_both_match():
    crew = ("Test Crew",)
    s = scenario()
    ok = s.p1.hand(vanilla("Ok", power=3000, types=crew))[0]
    s.p1.hand(vanilla("Strong", power=4000, types=crew), vanilla("Loner", power=2000))
    game, _me = play_from_hand(s, card_of(ex("power_and_the_type")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(ok)
    cards = read(ex("power_and_the_type")).steps[0].target.cards
    assert cards.types == crew and cards.power_max == 3000


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
    assert chosen.cards.categories == (L.LEADER, L.CHARACTER) and chosen.count == 1
