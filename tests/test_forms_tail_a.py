"""The card-text compiler, tail-A family: wordings of OP01-OP03 and the
starter decks ST05-ST12: "draw cards so that you have N cards in your hand",
"none of your Characters can be K.O.'d", "an additional +N power" with no
duration, "The selected Character" and "It" for the card chosen before,
"rest this Character and up to 1 of ...", "If ..., choose one:", the costs
"You can trash ..." and "You may return 1 Character to your hand", and the
permanent "Your [Name] gains [Blocker]".

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
from optcg.cards.compiler.compile import compile_card
from optcg.engine.carddef import CardDef
from optcg.engine.constants import BLOCKER, CATEGORY_BY_NAME, KEYWORD_BITS
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.statics import cannot_be_koed, protected_by_mods
from optcg.engine.effects.wording import Ctx
from optcg.engine.errors import IllegalActionError
from optcg.engine.stats import cost, keywords, power
from optcg.testing import expect_decision

# (category, sentence): one example per new step or cost form
EXAMPLES = {
    "draw_to_hand_size": ("Event", "[Main] Draw cards so that you have 4 cards in your hand."),
    "draw_to_hand_size_and_then": ("Character", (
        "[On Play] Draw card(s) so that you have 5 cards in your hand and then play up to 1 "
        "{Navy} type Character card with a cost of 3 or less from your hand.")),
    "none_can_be_koed": ("Event", (
        "[Main] Draw 2 cards and none of your Characters can be K.O.'d during this turn.")),
    "additional_no_duration": ("Event", (
        "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this "
        "battle. Then, if you have 3 or less Life cards, that card gains an additional +1000 "
        "power.")),
    "the_selected_character": ("Character", (
        "[On Play] Select up to 1 of your opponent's Characters with a cost of 5 or less. The "
        "selected Character cannot attack until the end of your opponent's next turn.")),
    "it_gains": ("Character", (
        "[On Play] Set up to 1 of your {Navy} type Character cards with a cost of 4 or less as "
        "active. It gains +2000 power during this turn.")),
    "rest_this_and_up_to": ("Character", (
        "[On Play] Rest this Character and up to 1 of your opponent's Characters with a cost of "
        "3 or less.")),
    "if_choose_one": ("Event", (
        "[Main] If your Leader is [Test Hero], choose one:\n• Draw 1 card.\n• K.O. up to 1 of "
        "your opponent's Characters with a cost of 2 or less.")),
    "you_can_trash": ("Character", (
        "[Activate: Main] [Once Per Turn] You can trash 1 {Navy} type card from your hand: Set "
        "up to 2 of your DON!! cards as active.")),
    "return_own_character": ("Character", (
        "[On Play] You may return 1 Character to your hand: Draw 2 cards.")),
    "give_don_to_this_leader": ("Leader", (
        "[Your Turn] When a Character is K.O.'d, give up to 2 rested DON!! cards to this "
        "Leader.")),
    "draw_when_opponent_event": ("Character", (
        "[Your Turn] [Once Per Turn] Draw 2 cards when your opponent activates an Event.")),
    "up_to_a_total_of": ("Event", (
        "[Main] Give up to a total of 2 of your opponent's Leader or Character cards −2000 "
        "power during this turn.")),
    "set_the_cost": ("Character", (
        "[On Play] Set the cost of up to 1 of your opponent's Characters with a cost of 5 or "
        "less to 0 during this turn.")),
    "or_your_opponents_stages": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less or your "
        "opponent's Stages with a cost of 2 or less.")),
    "if_that_card_is_a_character": ("Event", (
        "[Counter] Up to 1 of your {Navy} type Leader or Character cards gains +3000 power "
        "during this battle. If that card is a Character, that Character cannot be K.O.'d "
        "during this turn.")),
    "type_or_attribute": ("Character", (
        "[On Play] Play up to 1 {Navy} type or <Slash> attribute Character card with a cost of "
        "4 or less other than [Test Hero] from your hand rested.")),
    "rest_don_reminder": ("Character", (
        "[Activate: Main] ② (You may rest the specified number of DON!! cards in your cost "
        "area) You may rest this Character: Draw 1 card.")),
    "life_top_or_bottom_instead": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d, you may trash 1 card from the top "
        "or bottom of your Life cards instead.")),
}
# permanent effects
LINE_EXAMPLES = {
    "your_named_gains": ("Character", "Your [Test Hero] gains [Blocker]."),
    "no_leader_attack_when_played": ("Character", (
        "This Character cannot attack a Leader on the turn in which it is played.")),
    "deck_out_wins": ("Leader", (
        "When your deck is reduced to 0, you win the game instead of losing, according to the "
        "rules.")),
    "typed_other_than_your": ("Character", (
        "{Navy} type Characters other than your [Test Hero] cannot be K.O.'d in battle.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", [*EXAMPLES.values(), *LINE_EXAMPLES.values()],
                         ids=[*EXAMPLES.keys(), *LINE_EXAMPLES.keys()])
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    assert read(ex("draw_to_hand_size"), "Event").steps == (L.DrawToHandSize(4),)
    draw, ko_proof = read(ex("none_can_be_koed"), "Event").steps
    assert draw == L.Draw(2) and ko_proof.target == L.Every(L.Cards(L.YOU))
    select, no_attack = read(ex("the_selected_character")).steps
    assert isinstance(select, L.Select) and no_attack.target == L.Selected()
    (cost,) = read(ex("you_can_trash")).cost
    assert isinstance(cost, L.StepCost) and cost.word == "can"
    (cost,) = read(ex("return_own_character")).cost
    assert cost.step.target == L.Choose(L.Cards(L.YOU), up_to=False)
    # "You can" is written only for a cost that says so
    plain = L.Ability(L.ON_PLAY, steps=(L.Draw(1),), cost=(L.StepCost(L.Trash(L.This())),))
    assert W.render_line(plain, Ctx("Character")).startswith("[On Play] You may trash")


def test_choose_one_after_a_condition_keeps_its_option_lines():
    lines = ex("if_choose_one").split("\n")
    compiled = compile_card("TEST-001", lines, "Event")
    assert compiled.ok and compiled.parts[0] == read(ex("if_choose_one"), "Event")


# -- "draw cards so that you have N cards in your hand" ------------------------------------

@pytest.mark.parametrize("kept, drawn", [(1, 3), (5, 0)])
def test_draw_cards_so_that_you_have_n_cards(kept, drawn):
    s = scenario()
    s.p1.hand(*[vanilla(f"H{k}") for k in range(kept)])
    s.p1.deck(*[vanilla(f"D{k}") for k in range(6)])
    game, _ = play_from_hand(s, card_of(ex("draw_to_hand_size"), category="Event", cost=0),
                             cost=0)
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == kept + drawn and len(st.deck[P1]) == 6 - drawn


def test_draw_so_that_and_then_play_from_the_hand():
    s = scenario()
    drawn = s.p1.deck(vanilla("D0"), vanilla("D1"), vanilla("D2"), vanilla("D3"),
                      vanilla("Navy", cost=3, types=("Navy",)))
    s.p1.deck(vanilla("Bottom"))
    navy = drawn[-1]
    game, me = play_from_hand(s, card_of(ex("draw_to_hand_size_and_then")))
    expect_decision(game, P1, "select")
    st = game.state
    assert sorted(st.hand[P1]) == sorted(drawn)          # 0 in hand after playing: 5 drawn
    assert opts(game) == selects(navy)                   # then the play, filtered
    game.apply(Action("select", navy))
    expect_decision(game, P1, "main")
    assert me in st.chars[P1] and navy in st.chars[P1] and len(st.deck[P1]) == 1


# -- "none of your Characters can be K.O.'d during this turn" --------------------------------

def test_none_of_your_characters_can_be_koed_this_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    game, _ = play_from_hand(s, card_of(ex("none_can_be_koed"), category="Event", cost=0),
                             cost=1)
    expect_decision(game, P1, "main")
    st = game.state
    assert protected_by_mods(st, mine, L.BY_BATTLE) and protected_by_mods(st, mine, L.BY_EFFECTS)
    # a Character played afterwards is not protected (official ruling on ST06-016)
    drawn = st.hand[P1][0]
    game.apply(Action("play", drawn))
    assert drawn in st.chars[P1] and not protected_by_mods(st, drawn, L.BY_BATTLE)
    # nor any Character of the opponent's, and the protection ends with the turn
    to_p2_main(game)
    assert not protected_by_mods(game.state, mine, L.BY_BATTLE)


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


# -- "rest this Character and up to 1 of ..." -----------------------------------------------

def test_rest_this_character_and_up_to_1_of_your_opponents():
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    dear = s.p2.character(vanilla("Dear", cost=4))
    game, me = play_from_hand(s, card_of(ex("rest_this_and_up_to")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[me] and st.rested[cheap] and not st.rested[dear]


# -- "If your Leader is [Name], choose one:" --------------------------------------------------

@pytest.mark.parametrize("name, chosen", [("Test Hero", True), ("Someone Else", False)])
def test_choose_one_only_if_the_leader_is_named(name, chosen):
    s = scenario(leader1=leader(name))
    s.p1.deck(vanilla("D0"), vanilla("D1"))
    game, _ = play_from_hand(s, card_of(ex("if_choose_one"), category="Event", cost=0),
                             cost=0)
    if chosen:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 0))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (1 if chosen else 0)


# -- costs: "You can trash ...", "You may return 1 Character to your hand" -----------------

def test_you_can_trash_a_typed_card_from_your_hand():
    s = scenario()
    c = s.p1.character(card_of(ex("you_can_trash")))
    navy, pirate = s.p1.hand(vanilla("Navy", types=("Navy",)), vanilla("Pirate"))
    s.p1.don(rested=2)
    game = s.build()
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    st = game.state
    assert navy in st.trash[P1] and pirate in st.hand[P1] and st.don_active[P1] == 2
    assert Action("activate", c, 0) not in opts(game)         # once per turn


def test_you_can_trash_cannot_be_paid_without_the_type():
    s = scenario()
    c = s.p1.character(card_of(ex("you_can_trash")))
    s.p1.hand(vanilla("Pirate"))
    s.p1.don(rested=2)
    assert Action("activate", c, 0) not in opts(s.build())


@pytest.mark.parametrize("accept", [True, False])
def test_return_one_of_your_characters_to_your_hand_as_a_cost(accept):
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    theirs = s.p2.character(vanilla("Theirs"))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    game, me = play_from_hand(s, card_of(ex("return_own_character")))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    st = game.state
    if accept:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(mine, me, done=False)    # only your own Characters
        game.apply(Action("select", mine))
    expect_decision(game, P1, "main")
    assert (mine in st.hand[P1]) == accept and len(st.hand[P1]) == (3 if accept else 0)
    assert theirs in st.chars[P2]


# -- "Your [Name] gains [Blocker]" ----------------------------------------------------------

def test_your_named_characters_gain_blocker():
    s = scenario()
    s.p1.character(card_of(ex("your_named_gains")))
    hero = s.p1.character(vanilla("Test Hero"))
    other = s.p1.character(vanilla("Test Rival"))
    foe_hero = s.p2.character(vanilla("Test Hero"))
    st = s.build().state
    assert keywords(st, hero) & BLOCKER
    assert not keywords(st, other) & BLOCKER and not keywords(st, foe_hero) & BLOCKER


# -- "you may trash 1 card from the top or bottom of your Life cards instead" ---------------

_KO = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less."


def _ko_mine(life: int, answer: str | None, end: int | None = None):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("life_top_or_bottom_instead"), cost=3))
    cards = s.p1.life(*[vanilla(f"L{k}") for k in range(life)])
    k = s.p2.hand(card_of(_KO))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    if answer is not None:
        expect_decision(game, P1, "confirm")
        game.apply(Action(answer))
    if end is not None:
        expect_decision(game, P1, "select")
        # the top (0) or the bottom (1), not the face-down cards (CR 3-1-5)
        assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
        game.apply(Action("number", -1, 0 if end == 0 else 1))
    expect_decision(game, P2, "main")
    return game.state, me, cards


@pytest.mark.parametrize("end", [0, -1])
def test_trash_a_life_card_from_the_top_or_bottom_instead_of_the_ko(end):
    st, me, cards = _ko_mine(3, "accept", end)
    assert me in st.chars[P1] and cards[end] in st.trash[P1] and len(st.life[P1]) == 2


def test_the_ko_happens_when_the_replacement_is_declined():
    st, me, cards = _ko_mine(3, "decline")
    assert me in st.trash[P1] and sorted(st.life[P1]) == sorted(cards)


def test_no_life_card_no_replacement():
    """Official ruling on ST09-010: with no Life card it cannot replace."""
    st, me, _ = _ko_mine(0, None)
    assert me in st.trash[P1]


# -- "give up to N rested DON!! cards to this Leader" -----------------------------------------

def _ko_with_giving_leader(turn_player: int):
    me = card_of(ex("give_don_to_this_leader"), category="Leader", power=5000, life=5)
    s = scenario(turn_player=turn_player, leader1=me)
    ko = card_of(_KO)
    if turn_player == 0:
        foe = s.p2.character(vanilla("Foe", cost=3))
        game, _ = play_from_hand(s, ko, rested=2)
    else:
        foe = s.p1.character(vanilla("Mine", cost=3))
        s.p1.don(rested=2)
        k = s.p2.hand(ko)[0]
        s.p2.don(active=1)
        game = s.build()
        game.apply(Action("play", k))
    game.apply(Action("select", foe))
    return game, s.p1.leader_id


def test_give_rested_don_to_this_leader_when_a_character_is_koed():
    game, me = _ko_with_giving_leader(0)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)
    game.apply(Action("number", -1, 2))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don[me] == 2 and st.don_rested[P1] == 1          # 1 paid for the K.O. card


def test_give_don_to_this_leader_only_on_your_turn():
    game, me = _ko_with_giving_leader(1)
    expect_decision(game, P2, "main")
    assert game.state.don[me] == 0 and game.state.don_rested[P1] == 2


# -- "<body> when your opponent activates an Event." ------------------------------------------

_COUNTER = "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle."


def test_draw_when_your_opponent_activates_an_event_once_per_turn():
    s = scenario()
    me = s.p1.character(card_of(ex("draw_when_opponent_event"), power=5000))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    e1, e2 = s.p2.hand(card_of(_COUNTER, category="Event", cost=0),
                       card_of(_COUNTER, category="Event", cost=0))
    s.p2.life(vanilla("L0"), vanilla("L1"))
    game = s.build()
    st = game.state
    for attacker, event, drawn in ((me, e1, 2), (s.p1.leader_id, e2, 2)):
        game.apply(Action("attack", attacker, s.p2.leader_id))
        expect_decision(game, P2, "counter")
        game.apply(Action("counter_event", event))
        expect_decision(game, P2, "select")
        game.apply(Action("select", s.p2.leader_id))
        while game.decision.player == P2:              # no more counters, no [Trigger]
            end = Action("end_counters")
            game.apply(end if end in opts(game) else min(opts(game), key=repr))
        expect_decision(game, P1, "main")
        assert len(st.hand[P1]) == drawn                # the second Event: once per turn


def test_no_draw_when_the_opponent_activates_an_event_on_their_turn():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("draw_when_opponent_event")))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(5)])
    e = s.p2.hand(card_of("[Main] Draw 1 card.", category="Event", cost=0))[0]
    s.p2.deck(*[vanilla(f"E{k}") for k in range(5)])
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P2, "main")
    assert len(game.state.hand[P1]) == 0 and len(game.state.hand[P2]) == 1


# -- "up to a total of N ..." ---------------------------------------------------------------

def test_up_to_a_total_of_two_cards():
    assert read(ex("up_to_a_total_of"), "Event").steps[0].target.count == 2
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


# -- "... Characters with ... or your opponent's Stages with ..." ---------------------------

@pytest.mark.parametrize("with_character", [True, False])
def test_one_choice_among_characters_or_stages(with_character):
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=1)) if with_character else None
    dear = s.p2.character(vanilla("Dear", cost=2))
    stage = s.p2.stage(vanilla("Stage", cost=2, category="Stage"))
    game, _ = play_from_hand(s, card_of(ex("or_your_opponents_stages"), category="Event",
                                        cost=0), cost=0)
    expect_decision(game, P1, "select")
    assert opts(game) == (selects(cheap, stage) if with_character else selects(stage))
    game.apply(Action("select", stage))
    expect_decision(game, P1, "main")                      # one card only
    st = game.state
    assert stage in st.trash[P2] and dear in st.chars[P2]
    assert cheap is None or cheap in st.chars[P2]


# -- "{X} type Characters other than your [Name] cannot be K.O.'d in battle" ----------------

def test_typed_characters_other_than_the_named_one_survive_battles():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("typed_other_than_your"), name="Test Hero", types=("Navy",)))
    navy = s.p1.character(vanilla("Navy", types=("Navy",)), rested=True)
    hero = s.p1.character(vanilla("Test Hero", types=("Navy",)), rested=True)
    pirate = s.p1.character(vanilla("Pirate"), rested=True)
    their_navy = s.p2.character(vanilla("Their Navy", types=("Navy",)))
    game = s.build()
    st = game.state
    assert cannot_be_koed(st, navy, L.BY_BATTLE) and not cannot_be_koed(st, navy, L.BY_EFFECTS)
    assert not cannot_be_koed(st, hero, L.BY_BATTLE)
    assert not cannot_be_koed(st, pirate, L.BY_BATTLE)
    assert not cannot_be_koed(st, their_navy, L.BY_BATTLE)
    for target, survives in ((navy, True), (pirate, False)):
        attacker = s.p2.leader_id if target == navy else their_navy
        game.apply(Action("attack", attacker, target))
        while game.decision.player == P1:                   # no block, no counter
            game.apply(max(opts(game), key=repr))
        expect_decision(game, P2, "main")
        assert (target in st.chars[P1]) == survives


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


# -- "{X} type or <Y> attribute Character card" ------------------------------------------------

def _slasher(name: str, cost: int) -> CardDef:
    return CardDef(f"V-{name}", name, CATEGORY_BY_NAME["Character"], colors=("Red",), cost=cost,
                   power=1000, attributes=("Slash",))


def test_play_a_card_of_the_type_or_of_the_attribute():
    s = scenario()
    navy, slash, _dear_slash, _hero, _plain = s.p1.hand(
        vanilla("Navy", cost=4, types=("Navy",)), _slasher("Slasher", 3),
        _slasher("Dear Slasher", 5), vanilla("Test Hero", cost=2, types=("Navy",)),
        vanilla("Plain", cost=1))
    game, _ = play_from_hand(s, card_of(ex("type_or_attribute")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(navy, slash)
    game.apply(Action("select", slash))
    expect_decision(game, P1, "main")
    st = game.state
    assert slash in st.chars[P1] and st.rested[slash] and navy in st.hand[P1]


# -- the ① symbol with its reminder text ---------------------------------------------------

@pytest.mark.parametrize("active, usable", [(2, True), (1, False)])
def test_rest_don_symbol_with_its_reminder_text(active, usable):
    assert read(ex("rest_don_reminder")).cost == (L.RestDon(2), L.RestThis())
    s = scenario()
    c = s.p1.character(card_of(ex("rest_don_reminder")))
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    s.p1.don(active=active)
    game = s.build()
    assert (Action("activate", c, 0) in opts(game)) == usable
    if usable:
        game.apply(Action("activate", c, 0))
        st = game.state
        assert st.rested[c] and st.don_active[P1] == 0 and len(st.hand[P1]) == 1


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


# -- "When your deck is reduced to 0, you win the game instead of losing" -----------------

@pytest.mark.parametrize("special", [True, False])
def test_deck_out_wins_with_this_leader(special):
    me = (card_of(ex("deck_out_wins"), category="Leader", power=5000, life=5) if special
          else leader())
    s = scenario(leader1=me)
    s.p1.deck(vanilla("Last"))
    game, _ = play_from_hand(s, card_of("[Main] Draw 1 card.", category="Event", cost=0),
                             cost=0)
    winner, _reason = game.state.result
    assert winner == (P1 if special else P2)
