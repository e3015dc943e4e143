"""The misc family: modal abilities ("Choose one:" with its option lines),
one effect under two timings ("[On Play]/[When Attacking]"), delayed steps
written after the step ("... at the end of this turn"), more DON!!-giving
wordings, "will not become active in your opponent's next Refresh Phase",
"cannot be rested", [Rush: Character], the opponent's own actions ("Your
opponent trashes 1 card from their hand"...), trashing from the top of the
deck or from the field, and the opponent's Life to the owner's hand.

After the merge with main, "cannot be rested", [Rush: Character], the End
Phase duration, trashing from the top of the deck, the replacement effects,
"trash N cards from the top of your Life cards" (LifeCards) and "place N
cards from your hand/trash at the bottom of your deck" are main's nodes and
wordings (statics, search and costs families); the tests here still play them.

Every sentence is our own example in the official style.  Each must render
back exactly; it is then put on a made-up card and played, with a case where
it must not apply.
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
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx, Unreadable
from optcg.engine.stats import power
from optcg.testing import custom_card, expect_decision

CHOOSE = ("[On Play] Choose one:\n"
          "• Draw 1 card.\n"
          "• K.O. up to 1 of your opponent's Characters with a cost of 2 or less.\n"
          "Then, your Leader gains +1000 power during this turn.")

OPPONENT_CHOOSES = ("[On Play] Your opponent chooses one:\n"
                    "- Trash 1 card from the top of your opponent's Life cards.\n"
                    "- Draw 2 cards.")
OPPONENT_CHOOSES_DOTS = ("[On Play] Your opponent chooses one:\n"
                         "• Your opponent trashes 1 card from their hand.\n"
                         "• Draw 1 card.")

# (category, sentence): one example per new wording, each read and rendered back
EXAMPLES = {
    "opponent_chooses_one": ("Character", OPPONENT_CHOOSES),
    "opponent_chooses_one_dots": ("Character", OPPONENT_CHOOSES_DOTS),
    "hand_to_bottom": ("Character", (
        "[On Play] Draw 2 cards and place 2 cards from your hand at the bottom of your deck in "
        "any order.")),
    # the costs family's wordings, read as steps too
    "hand_to_bottom_one": ("Character", (
        "[On Play] Draw 1 card and place 1 card from your hand at the bottom of your deck.")),
    "trash_to_bottom_one": ("Character", (
        "[On Play] Place 1 card from your trash at the bottom of your deck.")),
    "trash_to_bottom": ("Character", (
        "[On Play] Place 3 cards from your trash at the bottom of your deck in any order. Then, "
        "draw 1 card.")),
    "replace_ko": ("Character", (
        "If this Character would be K.O.'d, you may return 1 DON!! card from your field to "
        "your DON!! deck instead.")),
    "replace_ko_by_effect": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d by an effect, you may trash 1 card "
        "from the top of your Life cards instead.")),
    "replace_ko_in_battle": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d in battle, you may add 1 card from "
        "the top of your Life cards to your hand instead.")),
    "deal_damage": ("Character", (
        "[On Play] Deal 1 damage to your opponent. Then, draw 1 card.")),
    "trash_opponent_life": ("Character", (
        "[On Play] Trash 1 card from the top of your opponent's Life cards.")),
    "give_don_leader": ("Character", "[On Play] Give up to 2 rested DON!! cards to your Leader."),
    "give_don_one_of_leader": ("Character", (
        "[Activate: Main] Give up to 1 rested DON!! card to 1 of your Leader.")),
    "give_don_typed_leader": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to your {Navy} type Leader.")),
    "give_don_named": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to 1 of your [Test Ally] cards.")),
    "give_don_character": ("Character", (
        "[On Play] Give up to 1 rested DON!! card to 1 of your {Navy} type Characters.")),
    "end_of_turn_after": ("Character", (
        "[Activate: Main] This Character gains +1000 power during this turn. Then, trash this "
        "Character at the end of this turn.")),
    "end_of_turn_don": ("Character", (
        "[On Play] Draw 1 card. Then, set up to 2 of your DON!! cards as active at the end of "
        "this turn.")),
    "stay_rested": ("Character", (
        "[On Play] Up to 1 of your opponent's rested Characters with a cost of 4 or less will "
        "not become active in your opponent's next Refresh Phase.")),
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
    "cannot_be_rested": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters with a cost of 3 or less cannot be "
        "rested until the end of your opponent's next End Phase.")),
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
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", EXAMPLES.values(), ids=EXAMPLES.keys())
def test_example_renders_back_exactly(category, line):
    part = read(line, category)
    assert W.render_line(part, Ctx(category)) == line


def _foe_hand(s, n):
    return s.p2.hand(*[vanilla(f"Foe card {k}") for k in range(n)])


# -- giving DON!! --------------------------------------------------------------------

def test_give_don_to_your_leader():
    assert read(ex("give_don_leader")).steps == (
        L.GiveDon(L.Every(L.Cards(L.YOU, categories=(L.LEADER,))), 2, word="to"),)
    s = scenario()
    game, _ = play_from_hand(s, card_of(ex("give_don_leader")), rested=3)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)
    game.apply(Action("number", -1, 2))
    st = game.state
    assert st.don[s.p1.leader_id] == 2 and st.don_rested[P1] == 2    # 3 + the 1 paid


@pytest.mark.parametrize("types, given", [(("Navy",), 1), (("Pirate",), 0)])
def test_give_don_to_a_typed_leader_only(types, given):
    s = scenario(leader1=leader(types=types))
    game, _ = play_from_hand(s, card_of(ex("give_don_typed_leader")), rested=2)
    if given:
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don[s.p1.leader_id] == given
    assert game.state.don_rested[P1] == 3 - given                 # 2 + the 1 paid


def test_give_don_to_one_of_your_leader():
    part = read(ex("give_don_one_of_leader"))
    assert part.steps[0].target == L.Choose(L.Cards(L.YOU, categories=(L.LEADER,)), up_to=False)
    s = scenario()
    c = s.p1.character(card_of(ex("give_don_one_of_leader")))
    s.p1.don(rested=1)
    game = s.build()
    game.apply(Action("activate", c, 0))
    game.apply(Action("number", -1, 1))
    assert game.state.don[s.p1.leader_id] == 1


@pytest.mark.parametrize("name, stats", [("give_don_named", {"name": "Test Ally"}),
                                         ("give_don_character", {"types": ("Navy",)})])
def test_give_don_to_a_named_card_or_a_typed_character(name, stats):
    s = scenario()
    fits = s.p1.character(vanilla(**stats))
    other = s.p1.character(vanilla("Other"))
    game, me = play_from_hand(s, card_of(ex(name)), rested=1)
    expect_decision(game, P1, "choose_number")               # the only one that fits
    game.apply(Action("number", -1, 1))
    st = game.state
    assert st.don[fits] == 1 and st.don[other] == 0 and st.don[me] == 0


# -- delayed steps ---------------------------------------------------------------------

def test_trash_this_character_at_the_end_of_this_turn():
    part = read(ex("end_of_turn_after"))
    assert part.steps[1] == L.AtEndOfTurn((L.Trash(L.This()),), after=True)
    s = scenario()
    c = s.p1.character(card_of(ex("end_of_turn_after"), power=2000))
    game = s.build()
    game.apply(Action("activate", c, 0))
    st = game.state
    assert power(st, c) == 3000 and c in st.chars[P1]          # not yet
    to_p2_main(game)
    assert c not in st.chars[P1] and c in st.trash[P1]


def test_set_don_active_at_the_end_of_this_turn():
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    game, _ = play_from_hand(s, card_of(ex("end_of_turn_don")), rested=3)
    st = game.state
    assert len(st.hand[P1]) == 1 and st.don_rested[P1] == 4     # drawn now; DON!! later
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "choose_number")                  # in the End Phase
    game.apply(Action("number", -1, 2))
    assert st.don_rested[P1] == 2 and st.don_active[P1] == 2


# -- refresh locks and "cannot be rested" --------------------------------------------------

def test_a_rested_character_stays_rested_in_the_next_refresh_phase_only():
    s = scenario()
    kept = s.p2.character(vanilla("Kept", cost=4), rested=True)
    big = s.p2.character(vanilla("Big", cost=5), rested=True)
    game, _ = play_from_hand(s, card_of(ex("stay_rested")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(kept)                         # not the cost 5
    game.apply(Action("select", kept))
    st = game.state
    to_p2_main(game)
    assert st.rested[kept] and not st.rested[big]
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not st.rested[kept]                                 # the next one sets it active


def test_cannot_be_rested_nor_attack_until_the_end_of_the_opponents_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=3))
    game, _ = play_from_hand(s, card_of(ex("cannot_be_rested")))
    game.apply(Action("select", foe))
    st = game.state
    to_p2_main(game)
    assert not any(a.kind == "attack" and a.card == foe for a in opts(game))
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    to_p2_main(game)                                           # the effect has ended
    assert any(a.kind == "attack" and a.card == foe for a in opts(game))
    assert not st.rested[foe]


def test_a_rest_effect_does_not_rest_a_character_that_cannot_be_rested():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=3))
    other = s.p2.character(vanilla("Other", cost=3))
    rest_all = card_of("[Activate: Main] Rest up to 2 of your opponent's Characters.")
    r = s.p1.character(rest_all)
    game, _ = play_from_hand(s, card_of(ex("cannot_be_rested")))
    game.apply(Action("select", foe))
    game.apply(Action("activate", r, 0))
    game.apply(Action("select", foe))
    game.apply(Action("select", other))
    st = game.state
    assert not st.rested[foe] and st.rested[other]


def test_rush_character_is_a_keyword_line():
    assert read("[Rush: Character]") == "Rush: Character"
    s = scenario()
    rc = s.p1.character(card_of("[Rush: Character]"), played_this_turn=True)
    foe = s.p2.character(vanilla("Foe"), rested=True)
    game = s.build()
    targets = {a.target for a in opts(game) if a.kind == "attack" and a.card == rc}
    assert targets == {foe}                                    # not the Leader


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
        L.Option((L.Draw(1),)),
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


def test_a_choose_one_line_without_options_is_not_read():
    with pytest.raises(Unreadable):
        W.read_line("[On Play] Choose one:", Ctx("Character"))


# -- one effect under two timings ----------------------------------------------------------

def test_two_timings_make_two_abilities():
    line = "[On Play]/[When Attacking] Draw 1 card."
    first, second = read(line)
    assert first.timing == L.ON_PLAY and second.timing == L.WHEN_ATTACKING
    assert first.steps == second.steps == (L.Draw(1),)
    assert compile_card("TEST-001", [line], "Character").ok
    card = custom_card("TEST-001", "Test card", "Character", first, second, cost=1,
                       power=5000)
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    c = s.p1.character(card)
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    assert len(game.state.hand[P1]) == 1                       # the [When Attacking] one


def test_two_timings_once_per_turn_are_not_split():
    with pytest.raises(Unreadable):
        W.read_line("[When Attacking]/[On Block] [Once Per Turn] Draw 1 card.",
                    Ctx("Character"))


@pytest.mark.parametrize("option", [0, 1])
def test_your_opponent_chooses_the_option_and_you_carry_it_out(option):
    assert read(OPPONENT_CHOOSES).steps[0].chooser == L.OPPONENT
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(OPPONENT_CHOOSES))
    expect_decision(game, P2, "choose_number")                # the opponent picks
    game.apply(Action("number", -1, option))
    expect_decision(game, P1, "main")                         # "1 card": no number to pick
    st = game.state
    assert len(st.life[P2]) == (1 if option == 0 else 2)
    assert (life[0] in st.trash[P2]) == (option == 0)         # the top card
    assert len(st.hand[P1]) == (0 if option == 0 else 2)


def test_the_dotted_opponent_choice_and_the_opponents_own_action_in_it():
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    cards = _foe_hand(s, 1)
    game, _ = play_from_hand(s, card_of(OPPONENT_CHOOSES_DOTS))
    expect_decision(game, P2, "choose_number")
    game.apply(Action("number", -1, 0))
    assert game.state.trash[P2] == cards and game.state.hand[P1] == []


def test_trash_one_of_the_opponents_life_cards_is_not_up_to():
    assert read(ex("trash_opponent_life")).steps == (L.TrashLife(L.OPPONENT, 1, up_to=False),)
    s = scenario()
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("trash_opponent_life")))
    expect_decision(game, P1, "main")
    assert game.state.trash[P2] == [life[0]]
    s = scenario()                                            # no Life: nothing happens
    game, _ = play_from_hand(s, card_of(ex("trash_opponent_life")))
    expect_decision(game, P1, "main")
    assert game.state.trash[P2] == []


def test_place_cards_from_your_hand_at_the_bottom_of_your_deck():
    s = scenario()
    deck = s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    kept = s.p1.hand(vanilla("Kept"))[0]
    game, _ = play_from_hand(s, card_of(ex("hand_to_bottom")))
    expect_decision(game, P1, "select")                        # 3 cards in hand: choose 2
    drawn = [i for i in game.state.hand[P1] if i != kept]
    assert opts(game) == selects(kept, *drawn, done=False)
    game.apply(Action("select", drawn[0]))
    game.apply(Action("select", kept))
    st = game.state
    assert st.hand[P1] == [drawn[1]]
    assert set(st.deck[P1][:2]) == {drawn[0], kept} and len(st.deck[P1]) == len(deck)


def test_place_cards_from_your_trash_at_the_bottom_of_your_deck():
    s = scenario()
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    junk = s.p1.trash(vanilla("T1"), vanilla("T2"), vanilla("T3"), vanilla("T4"))
    game, _ = play_from_hand(s, card_of(ex("trash_to_bottom")))
    expect_decision(game, P1, "select")                        # 4 in the trash: choose 3
    for i in junk[:3]:
        game.apply(Action("select", i))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.trash[P1] == [junk[3]] and set(st.deck[P1][:3]) == set(junk[:3])
    assert len(st.hand[P1]) == 1                               # then, draw 1 card


def test_place_one_card_from_an_empty_trash_does_nothing():
    s = scenario()
    deck = s.p1.deck(vanilla("D1"), vanilla("D2"))
    game, _ = play_from_hand(s, card_of(ex("trash_to_bottom_one")))
    expect_decision(game, P1, "main")
    assert sorted(game.state.deck[P1]) == sorted(deck) and game.state.trash[P1] == []


# -- replacement effects -------------------------------------------------------------------

_KO_MINE = custom_card("TEST-KO", "Test K.O.", "Character",
                       L.Ability(L.ON_PLAY, steps=(L.KO(L.Choose(L.Cards(L.YOU, cost_max=2))),)),
                       cost=1, power=1000)


def _ko_my_own(s, replaced):
    x = s.p1.character(card_of(ex(replaced), cost=2))
    game, _ = play_from_hand(s, _KO_MINE)
    game.apply(Action("select", x))
    return game, x


@pytest.mark.parametrize("accept", [True, False])
def test_a_replacement_instead_of_a_ko(accept):
    part = read(ex("replace_ko"))
    assert part.timing == L.WOULD_BE_KO and part.steps == (L.ReturnDon(1),)
    s = scenario()
    game, x = _ko_my_own(s, "replace_ko")
    expect_decision(game, P1, "confirm")                       # "you may"
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert (x in st.chars[P1]) == accept
    assert st.don_deck[P1] == (10 if accept else 9)


def test_a_replacement_that_cannot_be_carried_out_does_not_apply():
    s = scenario()
    x = s.p1.character(card_of(ex("replace_ko_by_effect"), cost=2))     # no Life cards
    game, _ = play_from_hand(s, _KO_MINE)
    game.apply(Action("select", x))
    expect_decision(game, P1, "main")                          # K.O.'d, nothing asked
    assert x in game.state.trash[P1]


@pytest.mark.parametrize("name, replaced", [("replace_ko_by_effect", True),
                                            ("replace_ko_in_battle", False)])
def test_a_replacement_for_one_kind_of_ko(name, replaced):
    s = scenario()
    life = s.p1.life(vanilla("L1"), vanilla("L2"))
    game, x = _ko_my_own(s, name)
    if replaced:
        expect_decision(game, P1, "confirm")
        game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    st = game.state
    assert (x in st.chars[P1]) == replaced
    assert (life[0] in st.trash[P1]) == replaced and len(st.life[P1]) == (1 if replaced else 2)


def test_deal_damage_to_your_opponent_then_the_rest_of_the_effect():
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    life = s.p2.life(vanilla("L1"), vanilla("L2"))
    game, _ = play_from_hand(s, card_of(ex("deal_damage")))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.life[P2] == [life[1]] and st.hand[P2] == [life[0]]   # the top one
    assert len(st.hand[P1]) == 1


def test_damage_at_0_life_defeats_the_opponent():
    s = scenario()
    s.p1.deck(*[vanilla("Deck")] * 3)
    game, _ = play_from_hand(s, card_of(ex("deal_damage")))
    assert game.state.result is not None and game.state.result.winner == P1
