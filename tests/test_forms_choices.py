"""The card-text compiler, choices: "Choose one:", the opponent's own
choices and actions, repeated choices, and when a "you may" body is
optional.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import OPPONENT_CHOOSES, OPPONENT_CHOOSES_DOTS, _foe_hand
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
from optcg.engine.effects import language as L
from optcg.engine.effects.compiler import declined_before_activation
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx, Unreadable
from optcg.engine.stats import power
from optcg.engine.effects.wording.filters import ALL_CATEGORIES
from optcg.testing import custom_card, expect_decision

CHOOSE = ("[On Play] Choose one:\n"
          "• Draw 1 card.\n"
          "• K.O. up to 1 of your opponent's Characters with a cost of 2 or less.\n"
          "Then, your Leader gains +1000 power during this turn.")

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "opponent_may": ("Character", (
        "[When Attacking] Your opponent may trash 1 card from the top of their Life cards. If "
        "they do not, draw 2 cards.")),
    "opponent_may_trash_hand": ("Character", (
        "[On Play] Your opponent may trash 2 cards from their hand. If they do not, draw 1 "
        "card.")),
    "ko_or_rest": ("Event", (
        "[Main] K.O. or rest up to 1 of your opponent's Characters with a cost of 3 or less.")),
    "opponent_chooses_one": ("Character", OPPONENT_CHOOSES),
    "opponent_chooses_one_dots": ("Character", OPPONENT_CHOOSES_DOTS),
    "opponent_trashes": ("Character", "[On Play] Your opponent trashes 2 cards from their hand."),
    "opponent_chooses_trashes": ("Character", (
        "[On Play] Your opponent chooses 1 card from their hand and trashes it.")),
    "opponent_chooses_yours": ("Character", (
        "[On Play] Your opponent chooses 1 card from your hand; trash that card.")),
    "trash_field": ("Character", (
        "[On Play] Trash up to 1 of your opponent's Characters with a cost of 2 or less.")),
    "opponent_life": ("Character", (
        "[On Play] Add up to 1 card from the top of your opponent's Life cards to the owner's "
        "hand.")),
    "choose_one": ("Character", CHOOSE),
    "trash_deck": ("Character", "[On Play] Trash 2 cards from the top of your deck."),
    "opponent_returns_don": ("Character", (
        "[On Play] Your opponent returns 1 DON!! card from their field to their DON!! deck.")),
    "opponent_trash_to_deck": ("Character", (
        "[On Play] Your opponent places 2 cards from their trash at the bottom of their deck in "
        "any order.")),
    "opponent_hand_to_deck": ("Character", (
        "[On Play] Your opponent places 1 card from their hand at the bottom of their deck in "
        "any order.")),
    "opponent_returns_character": ("Character", (
        "[On Play] Your opponent returns 1 of their Characters to the owner's hand.")),
    "opponent_bottoms_character": ("Character", (
        "[On Play] Your opponent places 1 of their Characters at the bottom of the owner's "
        "deck.")),
    "end_phase_duration": ("Character", (
        "[On Play] Your Leader gains +1000 power until the end of your opponent's next End "
        "Phase.")),
    "for_every_field_type": ("Character", (
        "[On Play] For every {Test Crew} type card on your field, give up to 1 of your "
        "opponent's Characters −2000 power during this turn.")),
    "if_choose_one": ("Event", (
        "[Main] If your Leader is [Test Hero], choose one:\n• Draw 1 card.\n• K.O. up to 1 of "
        "your opponent's Characters with a cost of 2 or less.")),
    "may_step": ("Character", (
        "[On Play] Draw 1 card. Then, you may add up to 1 card from the top of your deck to "
        "the top of your Life cards. If you do, trash 1 card from your hand.")),
    # the opponent chooses from their own hand (ToDeckBottom wordings)
    "opponent_hand_to_deck_no_order": ("Character", (
        "[On Play] Your opponent places 1 card from their hand at the bottom of their deck.")),
    "opponent_hand_to_deck_they": ("Character", (
        "[On Play] If your opponent has 7 or more cards in their hand, they place 2 cards from "
        "their hand at the bottom of their deck in any order.")),
    "opponent_hand_to_deck_must": ("Character", (
        "[When Attacking] Your opponent must place 1 card from their hand at the bottom of "
        "their deck.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_a_you_may_body_of_several_steps_is_not_read_as_optional():
    # the "you may" is the first step's only: the draw happens either way
    a = read("[On K.O.] You may deal 1 damage to your opponent. Then, draw 1 card.")
    assert not declined_before_activation(a)
    assert a.steps == (L.May(L.DealDamage()), L.Draw(L.exactly(1)))


# -- "you may <step>": asked as the step comes, "If you do" reads the answer ----------

def _may_step_game():
    s = scenario()
    s.p1.deck(vanilla("Top"), vanilla("Second"), vanilla("Third"))
    game, _c = play_from_hand(s, card_of(ex("may_step")))
    expect_decision(game, P1, "confirm")          # after the draw: add to Life or not
    return game


def test_accepting_a_may_step_carries_it_out_and_if_you_do_follows():
    game = _may_step_game()
    st = game.state
    life, hand = len(st.life[P1]), len(st.hand[P1])
    assert game.decision.purpose.text.startswith("you may add up to 1 card")
    game.apply(Action("accept"))
    expect_decision(game, P1, "choose_number")    # "up to 1": how many
    game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")             # the one card in hand is trashed
    assert len(st.life[P1]) == life + 1 and len(st.hand[P1]) == hand - 1
    assert len(st.trash[P1]) == 1


def test_declining_a_may_step_skips_it_and_what_depends_on_it():
    game = _may_step_game()
    st = game.state
    life, hand = len(st.life[P1]), len(st.hand[P1])
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    assert len(st.life[P1]) == life and len(st.hand[P1]) == hand and not st.trash[P1]


def test_choose_one_after_a_condition_keeps_its_option_lines():
    lines = ex("if_choose_one").split("\n")
    compiled = compile_card("TEST-001", lines, "Event")
    assert compiled.ok and compiled.parts[0] == read(ex("if_choose_one"), "Event")


def test_if_you_do_needs_a_choice_before_it():
    with pytest.raises(ValueError):
        card_of("[On Play] If you do, draw 1 card.")


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


@pytest.mark.parametrize("in_hand, answer, drawn", [(3, 1, 0), (3, 0, 1), (1, None, 1)])
def test_your_opponent_may_trash_cards_from_their_hand_or_you_draw(in_hand, answer, drawn):
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(4)])
    cards = _foe_hand(s, in_hand)
    game, _ = play_from_hand(s, card_of(ex("opponent_may_trash_hand")))
    if answer is not None:
        expect_decision(game, P2, "choose_number")
        game.apply(Action("number", -1, answer))
    if answer == 1:
        expect_decision(game, P2, "select")              # they choose which two
        game.apply(Action("select", cards[0]))
        game.apply(Action("select", cards[2]))
    expect_decision(game, P1, "main")
    st = game.state
    assert set(st.trash[P2]) == ({cards[0], cards[2]} if answer == 1 else set())
    assert len(st.hand[P1]) == drawn


@pytest.mark.parametrize("act", [0, 1])
def test_ko_or_rest_is_a_choice_of_the_act_then_of_the_character(act):
    s = scenario()
    cheap = s.p2.character(vanilla("Cheap", cost=3))
    dear = s.p2.character(vanilla("Dear", cost=4))
    game, _ = play_from_hand(s, card_of(ex("ko_or_rest"), category="Event", cost=0))
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, act))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(cheap)
    game.apply(Action("select", cheap))
    st = game.state
    assert (cheap in st.trash[P2]) == (act == 0) and st.rested[cheap] == (act == 1)
    assert dear in st.chars[P2] and not st.rested[dear]


# -- the opponent's own actions ------------------------------------------------------------

def test_your_opponent_trashes_cards_of_their_choice():
    s = scenario()
    cards = _foe_hand(s, 3)
    game, _ = play_from_hand(s, card_of(ex("opponent_trashes")))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(*cards, done=False)
    game.apply(Action("select", cards[0]))
    game.apply(Action("select", cards[2]))
    expect_decision(game, P1, "main")
    assert game.state.hand[P2] == [cards[1]]
    assert set(game.state.trash[P2]) == {cards[0], cards[2]}


def test_your_opponent_trashes_what_they_have():
    s = scenario()
    cards = _foe_hand(s, 1)
    game, _ = play_from_hand(s, card_of(ex("opponent_trashes")))
    expect_decision(game, P1, "main")                          # no choice: all of it
    assert game.state.hand[P2] == [] and game.state.trash[P2] == cards


def test_your_opponent_chooses_and_trashes_it():
    s = scenario()
    cards = _foe_hand(s, 2)
    game, _ = play_from_hand(s, card_of(ex("opponent_chooses_trashes")))
    expect_decision(game, P2, "select")
    game.apply(Action("select", cards[1]))
    assert game.state.hand[P2] == [cards[0]] and game.state.trash[P2] == [cards[1]]


def test_your_opponent_chooses_from_your_hand():
    s = scenario()
    mine = s.p1.hand(vanilla("Mine A"), vanilla("Mine B"))
    game, _ = play_from_hand(s, card_of(ex("opponent_chooses_yours")))
    expect_decision(game, P2, "select")
    # face-down (official ruling on OP01-038): positions, never the cards' ids
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 0))
    st = game.state
    assert len(st.hand[P1]) == 1 and len(st.trash[P1]) == 1
    assert set(st.hand[P1] + st.trash[P1]) == set(mine)


def test_your_opponent_returns_don():
    s = scenario()
    s.p2.don(active=1, rested=1)
    game, _ = play_from_hand(s, card_of(ex("opponent_returns_don")))
    expect_decision(game, P2, "return_don")                    # they pick which
    game.apply(Action("return_don", -1, 0))                    # a rested one
    st = game.state
    assert st.don_rested[P2] == 0 and st.don_active[P2] == 1 and st.don_deck[P2] == 9


def test_your_opponent_places_cards_from_their_trash_or_hand_at_the_bottom():
    s = scenario()
    trash = s.p2.trash(vanilla("T1"), vanilla("T2"), vanilla("T3"))
    game, _ = play_from_hand(s, card_of(ex("opponent_trash_to_deck")))
    expect_decision(game, P2, "select")
    game.apply(Action("select", trash[2]))
    game.apply(Action("select", trash[0]))
    st = game.state
    assert st.trash[P2] == [trash[1]] and set(st.deck[P2][:2]) == {trash[0], trash[2]}
    s = scenario()
    hand = _foe_hand(s, 1)
    game, _ = play_from_hand(s, card_of(ex("opponent_hand_to_deck")))
    assert game.state.hand[P2] == [] and game.state.deck[P2][0] == hand[0]


@pytest.mark.parametrize("name, area", [("opponent_returns_character", "hand"),
                                        ("opponent_bottoms_character", "deck")])
def test_your_opponent_moves_one_of_their_characters(name, area):
    s = scenario()
    foes = [s.p2.character(vanilla("Foe A")), s.p2.character(vanilla("Foe B"))]
    game, me = play_from_hand(s, card_of(ex(name)))
    expect_decision(game, P2, "select")
    assert opts(game) == selects(*foes, done=False)            # theirs, not mine
    game.apply(Action("select", foes[1]))
    st = game.state
    assert st.chars[P2] == [foes[0]] and me in st.chars[P1]
    assert foes[1] in (st.hand[P2] if area == "hand" else st.deck[P2])


def test_trash_an_opponents_character_from_the_field():
    s = scenario()
    small = s.p2.character(vanilla("Small", cost=2))
    s.p2.character(vanilla("Big", cost=3))
    game, _ = play_from_hand(s, card_of(ex("trash_field")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)
    game.apply(Action("select", small))
    assert small in game.state.trash[P2]


def test_the_opponents_life_card_goes_to_their_hand():
    s = scenario()
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("opponent_life")))
    game.apply(Action("number", -1, 1))
    st = game.state
    assert st.life[P2] == [life[1]] and st.hand[P2] == [life[0]]     # the top one
    assert st.hand[P1] == []


def test_trash_from_the_top_of_the_deck_as_many_as_there_are():
    s = scenario()
    deck = s.p1.deck(vanilla("D1"))
    game, _ = play_from_hand(s, card_of(ex("trash_deck")))
    st = game.state
    assert st.deck[P1] == [] and st.trash[P1] == deck


def test_until_the_end_of_the_opponents_next_end_phase():
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex("end_phase_duration")))
    st = game.state
    to_p2_main(game)
    assert power(st, s.p1.leader_id) == 6000
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert power(st, s.p1.leader_id) == 5000


# -- Choose one ------------------------------------------------------------------------

def test_choose_one_reads_its_option_lines_and_the_then_line():
    part = read(CHOOSE)
    choose, then = part.steps
    assert choose == L.ChooseOne((
        L.Option((L.Draw(L.exactly(1)),)),
        L.Option((L.KO(L.Choose(L.Cards(L.OPPONENT, cost_max=2))),)),))
    assert isinstance(then, L.PowerChange)
    lines = CHOOSE.split("\n")
    compiled = compile_card("TEST-001", ["[Blocker]", *lines], "Character")
    assert compiled.ok and compiled.parts[1] == part


@pytest.mark.parametrize("option", [0, 1])
def test_choose_one_resolves_the_chosen_option_only(option):
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, _ = play_from_hand(s, card_of(CHOOSE))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(1)                           # option 1 or 2
    game.apply(Action("number", -1, option))
    if option == 1:
        expect_decision(game, P1, "select")
        game.apply(Action("select", foe))
    expect_decision(game, P1, "main")
    st = game.state
    assert len(st.hand[P1]) == (1 if option == 0 else 0)
    assert (foe in st.trash[P2]) == (option == 1)
    assert power(st, s.p1.leader_id) == 6000                  # "Then," after either


def test_a_then_on_the_last_option_line_belongs_to_that_option():
    """Official Q&A on OP06-116: the last option's "Then, ..." is part of it
    (and of its "If ...")."""
    line = ("[On Play] Choose one:\n"
            "• Draw 1 card.\n"
            "• If your opponent has 1 Life card, draw 2 cards. Then, your Leader gains +1000 "
            "power during this turn.")
    choose, = read(line).steps
    last = choose.options[1].steps
    assert len(last) == 1 and isinstance(last[0], L.If)
    assert last[0].condition == L.Has(L.Cards(L.OPPONENT, L.LIFE, ALL_CATEGORIES), 1,
                                      L.EXACTLY)
    assert isinstance(last[0].steps[1], L.PowerChange)


def test_a_choose_one_line_without_options_is_not_read():
    with pytest.raises(Unreadable):
        W.read_line("[On Play] Choose one:", Ctx("Character"))


# -- "For every {X} type card on your field, <step>": repeated choices ----------------------

def test_for_every_card_a_new_choice_each_time():
    crew = custom_card("L-C", "Crew Leader", "Leader", types=("Test Crew",))
    s = scenario(leader1=crew)
    s.p1.character(vanilla("Mate", types=("Test Crew",)))
    a = s.p2.character(vanilla("A", power=5000))
    b = s.p2.character(vanilla("B", power=6000))
    me = card_of(ex("for_every_field_type"), name="Counter", types=("Test Crew",))
    game, _c = play_from_hand(s, me)
    st = game.state
    # the Leader, the Mate and the played card itself: 3 rounds
    for target in (a, a, b):
        expect_decision(game, P1, "select")
        assert opts(game) == selects(a, b)
        game.apply(Action("select", target))
    expect_decision(game, P1, "main")
    assert (power(st, a), power(st, b)) == (1000, 4000)


def test_for_every_counts_only_the_type():
    s = scenario()
    a = s.p2.character(vanilla("A", power=5000))
    game, _c = play_from_hand(s, card_of(ex("for_every_field_type"), name="Counter"))
    expect_decision(game, P1, "main")               # no {Test Crew} card: no round
    assert power(game.state, a) == 5000


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


@pytest.mark.parametrize("words, inner", [
    ("you may trash 2 cards from the top of your deck", L.TrashFromDeck),
    ("you may add 1 card from the top or bottom of your Life cards to your hand", L.TakeLife),
    ("you may play that card", L.PlayCard),
    ("you may play this Character card from your trash rested", L.PlayCard),
    ("you may rest 1 of your DON!! cards", L.RestDonCards),
    ("you may draw 1 card", L.Draw),
])
def test_every_you_may_step_is_one_may_node_whatever_the_step(words, inner):
    """CR 8-3-1-4: "you may <step>" is May(step) for every step, and the
    sentence renders back from it."""
    text = f"[On Play] Reveal 1 card from the top of your deck. {words[0].upper()}{words[1:]}."
    ability = W.read_line(text, Ctx("Character"))
    may = ability.steps[-1]
    assert isinstance(may, L.May) and isinstance(may.step, inner)
    assert W.render_line(ability, Ctx("Character")) == text


def test_a_you_may_step_declined_does_not_carry_out_its_step():
    """CR 8-3-1-4: declining "you may trash 2 cards from the top of your
    deck" (the number 0 of all or none) trashes nothing, and "If you do"
    sees it was not done."""
    may = custom_card("T-MAY", "May", "Character", W.read_line(
        "[On Play] You may trash 2 cards from the top of your deck. If you do, draw 1 card.",
        Ctx("Character")), cost=1)
    s = scenario()
    s.p1.deck(*(vanilla(f"D{k}") for k in range(5)))
    game, _ = play_from_hand(s, may)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 2)}
    hand = len(game.state.hand[P1])
    game.apply(Action("number", -1, 0))
    assert game.state.trash[P1] == [] and len(game.state.hand[P1]) == hand
