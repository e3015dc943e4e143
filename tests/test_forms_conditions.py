"""The card-text compiler, conditions: "If you have ...", "If your Leader
is ...", counts of cards, Life or DON!!, the condition written after its
clause, and conditions on permanent effects.

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
    play_from_hand,
    read,
    scenario,
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import CATEGORY_BY_NAME, RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.phrasing import wording
from optcg.engine.effects.wording import Ctx, read_condition, render_condition
from optcg.engine.stats import cost, keywords, power
from optcg.testing import Scenario, custom_card, expect_decision
from optcg.text.english import log_lines

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "leader_type_or_including": ("Character", (
        "[On Play] If your Leader has the {Test Crew} type or a type including \"Test\", draw 1 "
        "card.")),
    "names_in_trash": ("Character", (
        "[On Play] If you have [Test Hero] and [Test Villain] in your trash, draw 1 card.")),
    # a comma before the "and" of the second condition (wording record)
    "and_with_comma": ("Character", (
        "[On Play] If you have 3 or more Life cards, and your Leader is multicolored, draw 1 "
        "card.")),
    "has_or_more": ("Character", "[On Play] If you have 3 or more Life cards, draw 1 card."),
    "second_turn": ("Character", "[On Play] If it is your second turn or later, draw 1 card."),
    "has_a": ("Character", (
        "[On Play] If you have a Character with a cost of 4 or more, draw 1 card.")),
    "there_is": ("Character", "[On Play] If there is a Character with a cost of 0, draw 1 card."),
    "named": ("Character", "[On Play] If you have [Test Ally], draw 1 card."),
    "dont_have": ("Character", "[On Play] If you don't have [Test Ally], draw 1 card."),
    "compare_number": ("Character", (
        "[On Play] If the number of DON!! cards on your field is equal to or less than the "
        "number on your opponent's field, draw 1 card.")),
    "compare_less": ("Character", (
        "[On Play] If you have less Life cards than your opponent, draw 1 card.")),
    "leader_types": ("Character", (
        "[On Play] If your Leader has the {Navy} or {Marine} type, draw 1 card.")),
    "leader_includes": ("Character", (
        "[On Play] If your Leader's type includes \"Navy\", draw 1 card.")),
    "leader_multicolored": ("Character", (
        "[On Play] If your Leader is multicolored, draw 1 card.")),
    "this_power": ("Character", (
        "[On Play] If this Character has 3000 power or more, draw 1 card.")),
    "and": ("Character", (
        "[On Play] If your Leader has the {Navy} type and you have 2 or less Life cards, "
        "draw 1 card.")),
    "or_elided": ("Character", (
        "[On Play] If your Leader has the {Navy} type or is [Test Leader], draw 1 card.")),
    "only": ("Event", (
        "[Main] If the only Characters on your field are {Navy} type Characters, draw 1 "
        "card.")),
    "played": ("Character", (
        "[Activate: Main] If this Character was played on this turn, draw 1 card.")),
    "after": ("Character", "[On Play] Draw 1 card if you have 3 or less cards in your hand."),
    "and_if": ("Character", (
        "[On Play] Draw 1 card and, if you have 2 or less Life cards, draw 2 cards.")),
    "has_each_named": ("Event", (
        "[Main] If you have [Test Hero] and [Test Rival] Characters with 5000 base power, draw "
        "2 cards.")),
    "don_on_field_either": ("Character", (
        "[On Play] If you have 0 or 4 or more DON!! cards on your field, draw 1 card.")),
    "event_activated_this_turn": ("Leader", (
        "[Activate: Main] [Once Per Turn] If you have activated an Event with a base cost of "
        "2 or more during this turn, draw 2 cards.")),
    "leader_name_includes": ("Character", (
        "[On Play] If your Leader's card name includes \"Nami\", draw 1 card.")),
    "have_an_typed_character": ("Event", (
        "[Main] If you have an {Test Crew} type Character, draw 2 cards.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "has_a_leader_or_character": ("Character", (
        "If your opponent has a Leader or Character with 7000 power or more, this Character "
        "gains +1000 power.")),
    "power_for_every_n_of_your": ("Character", (
        "[Your Turn] This Character gains +1000 power for every 2 of your rested DON!! "
        "cards.")),
    "cannot_attack_unless": ("Character", (
        "This Character cannot attack unless you have 3 or more {Test Crew} type "
        "Characters.")),
    "deck_has_0_cards": ("Leader", (
        "[Activate: Main] [Once Per Turn] Trash 2 cards from the top of your deck. Then, if "
        "your deck has 0 cards, draw 1 card.")),
    "that_character_has": ("Event", (
        "[Main] Negate the effect of up to 1 of your opponent's Characters during this turn. "
        "Then, if that Character has a cost of 2 or less, K.O. it.")),
    "different_names": ("Event", (
        "[Main] If you have 3 {Test Crew} type Characters with different card names, draw 2 "
        "cards.")),
    "condition_before_costs": ("Character", (
        "[Activate: Main] If your Leader is [Test Hero], you may rest this Character: Draw 1 "
        "card.")),
    "static": ("Character", (
        "If you have 2 or more Events in your trash, this Character gains +2000 power.")),
    "static_after": ("Character", (
        "[Your Turn] This Character gains [Rush] if you have 3 or more cards in your hand.")),
    "static_and": ("Character", (
        "If you have 6 or less DON!! cards on your field and your opponent has a Character "
        "with 6000 power or more, this Character gains [Rush].")),
    "hand_trashed_this_turn": ("Character", (
        "During the turn in which a card in your hand is trashed by an effect, give this card "
        "in your hand −2 cost.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    cond = read(ex("has_each_named"), "Event").steps[0].condition
    assert cond == L.HasEachNamed(("Test Hero", "Test Rival"),
                                  L.Cards(L.YOU, base_power_min=5000, base_power_max=5000))


ALL = (L.LEADER, L.CHARACTER, L.EVENT, L.STAGE)
NAMED = (L.LEADER, L.CHARACTER, L.STAGE)          # "If you have [Name]": any card on the field
LIFE = L.Cards(L.YOU, L.LIFE, ALL)
THE_LEADER = {"owner": L.ANY, "area": L.FIELD, "categories": (L.LEADER,)}


# -- boards --------------------------------------------------------------------------

def _hand(n, side="p1"):
    return lambda s: getattr(s, side).hand(*[vanilla("In hand")] * n)


def _life(n, side="p1"):
    return lambda s: getattr(s, side).life(*[vanilla("Life")] * n)


def _chars(side="p1", **stats):
    return lambda s: getattr(s, side).character(vanilla(**stats))


def _both(*setups):
    def setup(s):
        for f in setups:
            f(s)
    return setup


def _don(side="p1", **don):
    return lambda s: getattr(s, side).don(**don)


def _colored_leader(name, colors):
    return custom_card(f"L-{name}", name, "Leader", power=5000, life=5, colors=colors)


def _attribute_leader(name, attributes):
    return CardDef(f"L-{name}", name, CATEGORY_BY_NAME["Leader"], colors=("Red",), power=5000,
                   life=5, attributes=attributes)


def _board(setup) -> Scenario:
    """`setup`: a dict of Leaders ({"leader1": ..., "rested": True}), a function
    of the scenario, or a (dict, function) pair."""
    leaders, more = {}, None
    if isinstance(setup, tuple):
        leaders, more = setup
    elif isinstance(setup, dict):
        leaders = setup
    elif setup is not None:
        more = setup
    s = Scenario(turn=3, turn_player=0)
    s.p1.leader(leaders.get("leader1") or leader(), rested=leaders.get("rested", False))
    s.p2.leader(leaders.get("leader2") or leader())
    if more is not None:
        more(s)
    return s


def _play(s: Scenario, card):
    """Play `card` from P1's hand (cost 1) and give back the game and how many
    cards P1 drew.  P1 has 1 active and 4 rested DON!! unless the board says."""
    c = s.p1.hand(card)[0]
    if s.p1._don is None:
        s.p1.don(active=1, rested=4)
    s.p1.deck(*[vanilla("Deck")] * 5)
    game = s.build()
    before = len(game.state.deck[P1])
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    return game, c, before - len(game.state.deck[P1])


# -- conditions: words, node, a board where they hold, one where they do not ---------------
# (the card played is itself a 1-cost 1000-power Character named "Test card")

CONDITIONS = [
    ("If you have 3 or more Life cards", L.Has(LIFE, 3), _life(3), _life(2)),
    ("If your opponent has 4 or more cards in their hand",
     L.Has(L.Cards(L.OPPONENT, L.HAND, ALL), 4), _hand(4, "p2"), _hand(3, "p2")),
    ("If you have 2 or more Events in your trash",
     L.Has(L.Cards(L.YOU, L.TRASH, (L.EVENT,)), 2),
     lambda s: s.p1.trash(*[vanilla("E", category="Event")] * 2),
     lambda s: s.p1.trash(vanilla("E", category="Event"), vanilla("C"))),
    ("If you have 0 Life cards", L.Has(LIFE, 0, L.EXACTLY), None, _life(1)),
    ("If you have 8 or less cards in your deck", L.Has(L.Cards(L.YOU, L.DECK, ALL), 8, L.AT_MOST),
     None, lambda s: s.p1.deck(*[vanilla("Deck")] * 4)),          # + the 5 of _play
    ("If you have a Character with a cost of 4 or more",
     L.Has(L.Cards(L.YOU, cost_min=4)), _chars(cost=4), _chars(cost=3)),
    ("If your opponent has a Character with 5000 power or more",
     L.Has(L.Cards(L.OPPONENT, power_min=5000)), _chars("p2", power=5000),
     _chars("p2", power=4000)),
    ("If there is a Character with a cost of 0",
     L.Has(L.Cards(L.ANY, cost_min=0, cost_max=0)), _chars("p2", cost=0), _chars("p2", cost=2)),
    ("If you have [Test Ally]", L.Has(L.Cards(L.YOU, categories=NAMED, names=("Test Ally",))),
     _chars(name="Test Ally"), _chars("p2", name="Test Ally")),
    ("If you have 2 or more [Test Ally] cards",
     L.Has(L.Cards(L.YOU, categories=ALL, names=("Test Ally",)), 2),
     _both(_chars(name="Test Ally"), lambda s: s.p1.stage(vanilla("Test Ally", category="Stage"))),
     _both(_chars(name="Test Ally"), lambda s: s.p1.hand(vanilla("Test Ally")))),
    ("If you have a [Test Ally] Character", L.Has(L.Cards(L.YOU, names=("Test Ally",))),
     _chars(name="Test Ally"), _chars(name="Test Rival")),
    ("If you have [Test Stage] on your field",
     L.Has(L.Cards(L.YOU, categories=NAMED, names=("Test Stage",))),
     lambda s: s.p1.stage(vanilla("Test Stage", category="Stage")),
     lambda s: s.p1.trash(vanilla("Test Stage", category="Stage"))),
    ("If you don't have [Test Ally]",
     L.Has(L.Cards(L.YOU, categories=NAMED, names=("Test Ally",)), 0, L.EXACTLY),
     _chars("p2", name="Test Ally"), _chars(name="Test Ally")),
    ("If you have no other [Test card] Characters",
     L.Has(L.Cards(L.YOU, names=("Test card",), other_than_this=True), 0, L.EXACTLY),
     None, _chars(name="Test card")),
    ("If you do not have 3 Characters with a cost of 2 or more",
     L.Has(L.Cards(L.YOU, cost_min=2), 3, L.LESS),
     _both(_chars(cost=2), _chars(cost=2)), _both(_chars(cost=2), _chars(cost=2), _chars(cost=5))),
    ("If you have 2 or more rested {Navy} type Characters",
     L.Has(L.Cards(L.YOU, types=("Navy",), rested=True), 2),
     lambda s: [s.p1.character(vanilla(types=("Navy",)), rested=True) for _ in range(2)],
     lambda s: [s.p1.character(vanilla(types=("Navy",)), rested=r) for r in (True, False)]),
    ("If you have 2 or more active DON!! cards", L.Has(L.DonCards(L.YOU, rested=False), 2),
     _don(active=3), _don(active=2)),                             # 1 pays for the card
    ("If you have 5 or more rested DON!! cards", L.Has(L.DonCards(L.YOU, rested=True), 5),
     None, _don(active=1, rested=3)),
    ("If your opponent has 3 or more DON!! cards on their field",
     L.Has(L.DonCards(L.OPPONENT), 3),
     _both(_don("p2", active=2), lambda s: s.p2.character(vanilla(), don=1)),
     _don("p2", active=2, rested=0)),
    ("If you have any DON!! cards given", L.Has(L.DonCards(L.YOU, given=True)),
     lambda s: s.p1.character(vanilla(), don=1), lambda s: s.p2.character(vanilla(), don=1)),
    ("If you have a total of 2 or more given DON!! cards", L.Has(L.DonCards(L.YOU, given=True), 2),
     lambda s: [s.p1.character(vanilla(), don=1) for _ in range(2)],
     lambda s: s.p1.character(vanilla(), don=1)),
    ("If you have 6 or more rested cards", L.Has(L.RestedCards(L.YOU), 6),
     lambda s: s.p1.character(vanilla(), rested=True),            # + 5 rested DON!!
     lambda s: s.p2.character(vanilla(), rested=True)),
    ("If you have a total of 4 or less cards in your Life area and hand",
     L.Has((LIFE, L.Cards(L.YOU, L.HAND, ALL)), 4, L.AT_MOST),
     _both(_life(2), _hand(2)), _both(_life(2), _hand(3))),
    ("If either you or your opponent has 0 Life cards",
     L.Has(L.Cards(L.EITHER, L.LIFE, ALL), 0, L.EXACTLY),
     _both(_life(1), _life(0, "p2")), _both(_life(1), _life(1, "p2"))),
    ("If either you or your opponent has 7 DON!! cards on the field",
     L.Has(L.DonCards(L.EITHER), 7, L.EXACTLY),
     _don("p2", active=7), _don("p2", active=6)),                 # P1 has 5
    ("If all of your DON!! cards are rested", L.AllDonRested(),
     None, lambda s: s.p1.character(vanilla(), don=1)),           # given DON!! are not rested
    ("If you and your opponent have a total of 5 or less Life cards",
     L.Has(L.Cards(L.ANY, L.LIFE, ALL), 5, L.AT_MOST),
     _both(_life(3), _life(2, "p2")), _both(_life(3), _life(3, "p2"))),
    ("If there are 2 or more Characters with a cost of 4 or more",
     L.Has(L.Cards(L.ANY, cost_min=4), 2),
     _both(_chars(cost=4), _chars("p2", cost=5)), _chars("p2", cost=5)),
    ("If your opponent has a Character with a cost of 0 or with a cost of 6 or more",
     L.AnyOf((L.Has(L.Cards(L.OPPONENT, cost_min=0, cost_max=0)),
              L.Has(L.Cards(L.OPPONENT, cost_min=6)))),
     _chars("p2", cost=0), _both(_chars("p2", cost=5), _chars(cost=0))),
    ("If there is a Character with a cost of 0 or with a cost of 9 or more",
     L.AnyOf((L.Has(L.Cards(L.ANY, cost_min=0, cost_max=0)), L.Has(L.Cards(L.ANY, cost_min=9)))),
     _chars("p2", cost=9), _chars("p2", cost=5)),
    ("If your Leader has the {Navy} or {Marine} type",
     L.CardIs("leader", L.Cards(**THE_LEADER, types=("Navy", "Marine"))),
     {"leader1": leader("Typed", types=("Marine",))},
     {"leader1": leader("Typed", types=("Pirate",))}),
    ("If your Leader's type includes \"Navy\"",
     L.CardIs("leader", L.Cards(**THE_LEADER, type_includes="Navy")),
     {"leader1": leader("Typed", types=("Former Navy",))},
     {"leader1": leader("Typed", types=("Pirate",))}),
    ("If your Leader is [Test Leader] or [Spare Leader]",
     L.CardIs("leader", L.Cards(**THE_LEADER, names=("Test Leader", "Spare Leader"))),
     {"leader1": leader("Spare Leader")}, {"leader1": leader("Other Leader")}),
    ("If your Leader is [Ann], [Bob] or [Cid]",
     L.CardIs("leader", L.Cards(**THE_LEADER, names=("Ann", "Bob", "Cid"))),
     {"leader1": leader("Cid")}, {"leader1": leader("Dan")}),
    ("If your Leader is multicolored", L.LeaderMulticolored(),
     {"leader1": _colored_leader("Two", ("Red", "Blue"))},
     {"leader1": _colored_leader("One", ("Red",))}),
    ("If your Leader has the {Navy} type or is [Test Leader]",
     L.AnyOf((L.CardIs("leader", L.Cards(**THE_LEADER, types=("Navy",))),
              L.CardIs("leader", L.Cards(**THE_LEADER, names=("Test Leader",))))),
     {"leader1": leader("Test Leader")}, {"leader1": leader("Other", types=("Pirate",))}),
    ("If your Leader is [Test Leader] or multicolored",
     L.AnyOf((L.CardIs("leader", L.Cards(**THE_LEADER, names=("Test Leader",))),
              L.LeaderMulticolored())),
     {"leader1": _colored_leader("Two", ("Red", "Blue"))},
     {"leader1": _colored_leader("One", ("Red",))}),
    ("If your Leader's colors include blue",
     L.CardIs("leader", L.Cards(**THE_LEADER, colors=("Blue",))),
     {"leader1": _colored_leader("Two", ("Red", "Blue"))},
     {"leader1": _colored_leader("One", ("Red",))}),
    ("If your Leader has the <Slash> attribute",
     L.CardIs("leader", L.Cards(**THE_LEADER, attributes=("Slash",))),
     {"leader1": _attribute_leader("Cutter", ("Slash",))},
     {"leader1": _attribute_leader("Puncher", ("Strike",))}),
    ("If your Leader is active", L.CardIs("leader", L.Cards(**THE_LEADER, rested=False)),
     None, {"rested": True}),
    ("If your Leader has the {Navy} type and is active",
     L.AllOf((L.CardIs("leader", L.Cards(**THE_LEADER, types=("Navy",))),
              L.CardIs("leader", L.Cards(**THE_LEADER, rested=False)))),
     {"leader1": leader("Typed", types=("Navy",))},
     {"leader1": leader("Typed", types=("Navy",)), "rested": True}),
    ("If your opponent's Leader has 6000 power or more",
     L.CardIs("opponent's leader", L.Cards(**THE_LEADER, power_min=6000)),
     {"leader2": leader("Big", power=6000)}, {"leader2": leader("Small", power=5000)}),
    (("If the number of DON!! cards on your field is equal to or less than the number on "
      "your opponent's field"),
     L.Compare(L.DonCards(L.YOU), L.AT_MOST, L.DonCards(L.OPPONENT)),
     _don("p2", active=5), _don("p2", active=4)),                  # P1 has 5
    (("If the number of DON!! cards on your field is at least 2 less than the number on "
      "your opponent's field"),
     L.Compare(L.DonCards(L.YOU), L.AT_MOST, L.DonCards(L.OPPONENT), 2),
     _don("p2", active=7), _don("p2", active=6)),
    (("If the number of cards in your hand is at least 2 less than the number in your "
      "opponent's hand"),
     L.Compare(L.Cards(L.YOU, L.HAND, ALL), L.AT_MOST, L.Cards(L.OPPONENT, L.HAND, ALL), 2),
     _both(_hand(1), _hand(3, "p2")), _both(_hand(1), _hand(2, "p2"))),
    ("If you have less Life cards than your opponent",
     L.Compare(LIFE, L.LESS, L.Cards(L.OPPONENT, L.LIFE, ALL)),
     _both(_life(1), _life(2, "p2")), _both(_life(2), _life(2, "p2"))),
    ("If your opponent has more DON!! cards on their field than you",
     L.Compare(L.DonCards(L.OPPONENT), L.MORE, L.DonCards(L.YOU)),
     _don("p2", active=6), _don("p2", active=5)),
    (("If the number of your Characters is equal to or less than the number of your "
      "opponent's Characters"),
     L.Compare(L.Cards(L.YOU), L.AT_MOST, L.Cards(L.OPPONENT)),
     _chars("p2"), None),
    ("If you have 2 or less Life cards and your opponent has 3 or more cards in their hand",
     L.AllOf((L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),
              L.Has(L.Cards(L.OPPONENT, L.HAND, ALL), 3))),
     _both(_life(2), _hand(3, "p2")), _both(_life(2), _hand(2, "p2"))),
    ("If you have 4 or less cards in your hand and a Character with a cost of 5 or more",
     L.AllOf((L.Has(L.Cards(L.YOU, L.HAND, ALL), 4, L.AT_MOST), L.Has(L.Cards(L.YOU, cost_min=5)))),
     _chars(cost=5), _both(_chars(cost=5), _hand(5))),
]


_IDS = [c[0] for c in CONDITIONS]


@pytest.mark.parametrize("words, node, _yes, _no", CONDITIONS, ids=_IDS)
def test_condition_reads_and_renders(words, node, _yes, _no):
    ctx = Ctx("Character")
    text = words[0].lower() + words[1:]
    found = [c for c, rest in read_condition(text + ", draw 1 card.", ctx)
             if rest == ", draw 1 card."]
    assert found and found[0] == node
    assert render_condition(found[0], ctx) == text


@pytest.mark.parametrize("holds", [True, False])
@pytest.mark.parametrize("words, node, yes, no", CONDITIONS, ids=_IDS)
def test_condition_decides_whether_the_step_happens(words, node, yes, no, holds):
    line = f"[On Play] {words}, draw 1 card."
    assert read(line).steps == (L.If(node, (L.Draw(L.exactly(1)),)),)
    _game, _c, drawn = _play(_board(yes if holds else no), card_of(line))
    assert drawn == (1 if holds else 0)


# -- the card itself ------------------------------------------------------------------------

@pytest.mark.parametrize("printed, drawn", [(3000, 1), (2000, 0)])
def test_this_character_has_power_or_more(printed, drawn):
    _game, _c, got = _play(_board(None), card_of(EXAMPLES["this_power"][1], power=printed))
    assert got == drawn


@pytest.mark.parametrize("played, drawn", [(True, 1), (False, 0)])
def test_this_character_was_played_on_this_turn(played, drawn):
    s = _board(None)
    c = s.p1.character(card_of(EXAMPLES["played"][1]), played_this_turn=played)
    s.p1.deck(*[vanilla("Deck")] * 5)
    game = s.build()
    game.apply(Action("activate", c, 0))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == drawn


@pytest.mark.parametrize("wording", ["the only Characters on your field are", "you only have"])
@pytest.mark.parametrize("mine, drawn", [
    (("Navy",), 1),
    (("Navy", "Navy"), 1),
    (("Navy", "Pirate"), 0),
    ((), 0),                  # no Characters: it does not hold (rulings OP13-097, EB02-010)
])
def test_only_have_typed_characters(wording, mine, drawn):
    line = f"[Main] If {wording} {{Navy}} type Characters, draw 1 card."
    cond = read(line, "Event").steps[0].condition
    assert cond == L.OnlyHave(L.Cards(L.YOU, types=("Navy",)))
    s = _board(None)
    for t in mine:
        s.p1.character(vanilla(t, types=(t,)))
    s.p2.character(vanilla("Theirs", types=("Pirate",)))    # the opponent's do not matter
    _game, _c, got = _play(s, card_of(line, category="Event"))
    assert got == drawn


def test_no_other_counts_every_card_of_that_name_but_this_one():
    line = "[On Play] If you have no other [Test card] Characters, draw 1 card."
    s = _board(None)
    s.p2.character(vanilla("Test card"))                      # the opponent's does not count
    _game, _c, drawn = _play(s, card_of(line))
    assert drawn == 1


# -- the condition written after its clause ---------------------------------------------------

@pytest.mark.parametrize("hand, drawn", [(3, 1), (4, 0)])
def test_condition_after_the_clause(hand, drawn):
    part = read(EXAMPLES["after"][1])
    assert part.steps == (L.If(L.Has(L.Cards(L.YOU, L.HAND, ALL), 3, L.AT_MOST), (L.Draw(L.exactly(1)),)),)
    assert wording(part.steps[0], "after")
    _game, _c, got = _play(_board(_hand(hand)), card_of(EXAMPLES["after"][1]))
    assert got == drawn


@pytest.mark.parametrize("hand, gains", [(3, True), (4, False)])
def test_condition_after_the_clause_governs_the_then_sentence(hand, gains):
    # CR 4-10-1: the clause after an "if" that fails does not resolve either
    line = ("[On Play] Draw 1 card if you have 3 or less cards in your hand. Then, this "
            "Character gains +1000 power during this turn.")
    game, c, drawn = _play(_board(_hand(hand)), card_of(line))
    assert drawn == (1 if gains else 0)
    assert power(game.state, c) == (2000 if gains else 1000)


@pytest.mark.parametrize("life, drawn", [(2, 3), (3, 1)])
def test_and_if_governs_only_the_clause_after_it(life, drawn):
    line = EXAMPLES["and_if"][1]
    assert read(line).steps == (L.Draw(L.exactly(1)), L.If(L.Has(L.Cards(L.YOU, L.LIFE, ALL), 2, L.AT_MOST),
                                                (L.Draw(L.exactly(2)),)))
    _game, _c, got = _play(_board(_life(life)), card_of(line))
    assert got == drawn


# -- before permanent effects ---------------------------------------------------------------

@pytest.mark.parametrize("events, expected", [(2, 3000), (1, 1000)])
def test_static_counts_events_in_your_trash(events, expected):
    line = LINE_EXAMPLES["static"][1]
    assert read(line).conditions == (L.Has(L.Cards(L.YOU, L.TRASH, (L.EVENT,)), 2),)
    s = _board(None)
    c = s.p1.character(card_of(line))
    s.p1.trash(*[vanilla("E", category="Event")] * events, vanilla("C"))
    game = s.build()
    assert power(game.state, c) == expected


@pytest.mark.parametrize("don, big, rush", [(6, 6000, True), (7, 6000, False), (6, 5000, False)])
def test_static_with_two_conditions(don, big, rush):
    line = LINE_EXAMPLES["static_and"][1]
    s = _board(None)
    c = s.p1.character(card_of(line))
    s.p1.don(active=don)
    s.p2.character(vanilla(power=big))
    game = s.build()
    assert bool(keywords(game.state, c) & RUSH) is rush


@pytest.mark.parametrize("hand, turn_player, rush", [(3, P1, True), (2, P1, False),
                                                     (3, P2, False)])
def test_static_with_its_condition_written_after_it(hand, turn_player, rush):
    line = LINE_EXAMPLES["static_after"][1]
    part = read(line)
    assert part.conditions == (L.YourTurn(), L.Has(L.Cards(L.YOU, L.HAND, ALL), 3)) and wording(part, "after")
    s = Scenario(turn=3, turn_player=turn_player)
    s.p1.leader(leader())
    s.p2.leader(leader())
    c = s.p1.character(card_of(line))
    s.p1.hand(*[vanilla()] * hand)
    game = s.build()
    assert bool(keywords(game.state, c) & RUSH) is rush


def test_the_log_renders_the_new_conditions():
    line = "[On Play] If you have less Life cards than your opponent, draw 1 card."
    game, _c, drawn = _play(_board(_both(_life(1), _life(2, "p2"))), card_of(line))
    assert drawn == 1
    assert any("less Life cards than your opponent" in line
               for line in log_lines(game, None, full=True))


def test_an_unknown_condition_is_still_unreadable():
    with pytest.raises(W.Unreadable):
        W.read_line("[On Play] If you have 3 or more purple rested things, draw 1 card.",
                    Ctx("Character"))


def test_whose_turn_p2():
    # the opponent's side is read from the controller: P2 playing the same card
    line = "[On Play] If your opponent has 4 or more cards in their hand, draw 1 card."
    s = Scenario(turn=4, turn_player=1)
    s.p1.leader(leader())
    s.p2.leader(leader())
    s.p1.hand(*[vanilla()] * 4)
    c = s.p2.hand(card_of(line))[0]
    s.p2.don(active=1)
    s.p2.deck(*[vanilla("Deck")] * 5)
    game = s.build()
    game.apply(Action("play", c))
    expect_decision(game, P2, "main")
    assert len(game.state.deck[P2]) == 4


# -- "If you have [A] and [B] Characters with 5000 base power" ---------------------------

@pytest.mark.parametrize("rival_power, drawn", [(5000, 2), (4000, 0)])
def test_both_names_with_the_base_power_are_needed(rival_power, drawn):
    s = scenario()
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.character(vanilla("Test Rival", power=rival_power))
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("has_each_named"), category="Event"))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == drawn


def test_one_name_alone_is_not_enough():
    s = scenario()
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.character(vanilla("Test Hero", power=5000))
    s.p1.deck(*[vanilla() for _ in range(4)])
    game, _c = play_from_hand(s, card_of(ex("has_each_named"), category="Event"))
    expect_decision(game, P1, "main")
    assert game.state.hand[P1] == []


# -- "During the turn in which a card in your hand is trashed by an effect" ------------------

def test_hand_cost_after_a_card_of_the_hand_is_trashed_by_an_effect():
    s = scenario()
    cheap = s.p1.hand(card_of(ex("hand_trashed_this_turn"), name="Cheap", cost=5))[0]
    s.p1.hand(vanilla("Fodder"))
    s.p1.deck(*[vanilla(f"D{n}") for n in range(3)])
    game, _c = play_from_hand(s, card_of("[On Play] Draw 1 card and trash 1 card from your "
                                         "hand.", name="Looter"))
    st = game.state
    assert cost(st, cheap) == 5
    expect_decision(game, P1, "select")
    fodder = next(i for i in st.hand[P1] if st.defs[i].name == "Fodder")
    game.apply(Action("select", fodder))
    expect_decision(game, P1, "main")
    assert cost(st, cheap) == 3
    to_p2_main(game)
    to_p1_main_again(game)
    assert cost(st, cheap) == 5                      # a new turn: no card trashed yet


def to_p1_main_again(game):
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")


def test_hand_cost_not_reduced_by_playing_a_card():
    s = scenario()
    cheap = s.p1.hand(card_of(ex("hand_trashed_this_turn"), name="Cheap", cost=5))[0]
    game, _c = play_from_hand(s, vanilla("Plain"))
    expect_decision(game, P1, "main")
    assert cost(game.state, cheap) == 5


# -- "If you have 0 or N or more DON!! cards on your field" ----------------------------------

@pytest.mark.parametrize("don, draws", [(0, True), (2, False), (4, True), (5, True)])
def test_draws_with_no_don_or_enough_don(don, draws):
    s = scenario()
    s.p1.deck(*[vanilla(f"D{k}") for k in range(3)])
    game, _me = play_from_hand(s, card_of(ex("don_on_field_either"), cost=don), cost=don)
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == (1 if draws else 0)


@pytest.mark.parametrize("turn, first, player, drawn", [
    (1, 0, 0, 0),       # the first player's first turn
    (3, 0, 0, 1),       # the first player's second turn
    (2, 0, 1, 0),       # the second player's first turn
    (4, 0, 1, 1),       # the second player's second turn
    (3, 1, 0, 0),       # P1 goes second: turn 3 is P2's second, not P1's
])
def test_your_second_turn_or_later(turn, first, player, drawn):
    """"If it is your second turn or later" (CR 6-1: the players' turns
    alternate from the first player's); official ruling on OP15-058."""
    s = Scenario(turn=turn, turn_player=player, first_player=first)
    s.p1.leader(leader())
    s.p2.leader(leader())
    side = s.p1 if player == 0 else s.p2
    c = side.hand(card_of(EXAMPLES["second_turn"][1]))[0]
    side.don(active=1)
    side.deck(*[vanilla("Deck")] * 5)
    game = s.build()
    before = len(game.state.hand[player])
    game.apply(Action("play", c))
    expect_decision(game, player, "main")
    assert len(game.state.hand[player]) - (before - 1) == drawn


def test_unless_is_the_negated_condition_written_after_the_effect():
    """'cannot attack unless <condition>': the permanent effect applies while
    the condition does not hold (L.NegatedIf)."""
    line = "This Character cannot attack unless you have 3 or more {Test Crew} type Characters."
    static = read(line)
    assert static.effect == L.StaticCannotAttack(L.This())
    [negated] = static.conditions
    assert isinstance(negated, L.NegatedIf) and negated.condition == L.Has(
        L.Cards(L.YOU, types=("Test Crew",)), 3)
