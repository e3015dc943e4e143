"""The card-text compiler, repl family: replacement effects with other
actions ("you may turn 1 card from the top of your Life cards face-up
instead", "rest your Leader or 1 [Name] instead"), K.O. as a cost, and
permanent effects on costs, Refresh Phases and attacks ("Give blue Events in
your hand −1 cost", "+1 cost for every 4 cards in your trash", two sentences
under one [DON!! x1], "your [Name] and all your ... Characters gain", "do
not become active in your and your opponent's Refresh Phases", "your
opponent cannot attack any card other than the Character [Name]"), and the
description "that is either [Name] or has the <Attr> attribute".

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
    to_p2_main,
    vanilla,
)

from optcg import Action
from optcg.engine.carddef import CardDef
from optcg.engine.constants import BLOCKER, CHARACTER
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import cost, keywords, power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per new form
EXAMPLES = {
    "replace_turn_life_face_up": ("Character", (
        "If your {Test Crew} type Character would be K.O.'d by your opponent's effect, you may "
        "turn 1 card from the top of your Life cards face-up instead.")),
    "replace_rest_leader_or_named": ("Character", (
        "If this Character would be K.O.'d, you may rest your Leader or 1 [Test Arena] "
        "instead.")),
    "ko_cost": ("Character", (
        "[Activate: Main] [Once Per Turn] You may K.O. 1 of your Characters other than this "
        "Character: Draw 2 cards.")),
    "for_every_field_type": ("Character", (
        "[On Play] For every {Test Crew} type card on your field, give up to 1 of your "
        "opponent's Characters −2000 power during this turn.")),
    "rest_attribute_leader_or_don": ("Character", (
        "[On Play] You may rest your <Slash> attribute Leader or 1 of your DON!! cards: Draw 1 "
        "card.")),
    "choose_instead": ("Event", (
        "[Main] Choose up to 1 of your opponent's Characters with a cost of 3 or less and K.O. "
        "it. If you have 10 or more cards in your trash, choose up to 1 of your opponent's "
        "Characters with a cost of 5 or less instead of a Character with a cost of 3 or less.")),
    "may_select_instead": ("Event", (
        "[Main] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. If you "
        "have a Character with a cost of 7 or more, you may select your opponent's Character "
        "with a cost of 4 or less instead.")),
    "draw_instead": ("Character", (
        "[When Attacking] If you have 3 or less Life cards, draw 1 card. If you have a "
        "Character with a cost of 7 or more, you may add up to 1 card from the top of your "
        "deck to the top of your Life cards instead of drawing 1 card.")),
    "replace_with_that_character": ("Leader", (
        "[Opponent's Turn] [Once Per Turn] If your Character with 4000 power or more would be "
        "K.O.'d, you may give that Character −2000 power during this turn instead of that "
        "Character being K.O.'d.")),
    "add_to_life_from_hand_or_trash": ("Leader", (
        "[Activate: Main] [Once Per Turn] If you have 1 or less Life cards, add up to 2 "
        "Character cards with a cost of 4 from your hand or trash to the top of your Life "
        "cards face-up.")),
    "replace_leave_field_negated": ("Character", (
        "[Once Per Turn] If this Character would leave the field, you may trash 1 card from "
        "the top of your Life cards instead. If there is a [Test Hero] Character, this effect "
        "is negated.")),
    "replace_removed_from_field": ("Character", (
        "If this Character would be removed from the field, you may trash 1 card from your "
        "hand instead.")),
    "replace_rest_active_don": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you may "
        "rest 2 of your active DON!! cards instead.")),
    "replace_rest_don": ("Character", (
        "If your {Test Crew} type Character would be removed from the field by your "
        "opponent's effect, you may rest 1 of your DON!! cards instead.")),
    "replace_named_character": ("Character", (
        "If your Character [Test Pal] would be K.O.'d by an effect, you may trash this "
        "Character instead.")),
    "replace_add_it_to_life": ("Character", (
        "[Once Per Turn] If your {Test Crew} type Character other than [Test Keeper] would be "
        "removed from the field by your opponent's effect, you may add it to the top of your "
        "Life cards face-down instead.")),
    "replace_ko_or_removed": ("Character", (
        "If this Character would be K.O.'d or would be removed from the field by your "
        "opponent's effect, you may trash 1 card from your hand instead.")),
    "replace_condition_and_this": ("Character", (
        "[Once Per Turn] If your Leader has the {Test Crew} type and this Character would be "
        "removed from the field by your opponent's effect, you may trash 1 card from your hand "
        "instead.")),
    "replace_rest_named_or_named_leader": ("Character", (
        "If this Character would be K.O.'d, you may rest 1 of your [Test Arena] or your "
        "[Test Boss] Leader instead.")),
    "replace_you_have_a": ("Character", (
        "If you have a green Character other than [Test Keeper] that would be removed from "
        "the field by your opponent's effect, you may rest this Character instead.")),
    "all_gain_cost": ("Character", (
        "[On Play] All of your {Test Crew} type Characters gain +2 cost during this turn.")),
    "replace_removed_by_opponent_short": ("Leader", (
        "If your {Test Crew} type Character with 6000 base power or more would be removed from "
        "the field by your opponent, you may add 1 card from the top of your Life cards to "
        "your hand instead.")),
    "forced_replacement": ("Character", (
        "If this Character would be removed from the field by your opponent's effect or "
        "K.O.'d, trash this Character and draw 1 card instead.")),
    "either_name_or_attribute": ("Character", (
        "[On Play] Play up to 1 Character card with a cost of 4 or less that is either "
        "[Test Hero] or has the <Slash> attribute from your hand.")),
}
# permanent effects
LINE_EXAMPLES = {
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
    "refresh_lock": ("Stage", (
        "If your Leader is [Test Boss], all Characters with a cost of 3 or less do not become "
        "active in your and your opponent's Refresh Phases.")),
    "face_up_life_to_deck": ("Leader", (
        "Your face-up Life cards are placed at the bottom of your deck instead of being added "
        "to your hand, according to the rules.")),
    "hand_trashed_this_turn": ("Character", (
        "During the turn in which a card in your hand is trashed by an effect, give this card "
        "in your hand −2 cost.")),
    "static_and_two_targets": ("Character", (
        "If you have 3 or more cards in your trash, this Character gains +1000 power, and all "
        "of your Characters with a type including \"Test Crew\" gain +1 cost.")),
    "attack_only": ("Character", (
        "[Opponent's Turn] If this Character is rested, your opponent cannot attack any card "
        "other than the Character [Test Guard].")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


@pytest.mark.parametrize("category, line", [*EXAMPLES.values(), *LINE_EXAMPLES.values()],
                         ids=[*EXAMPLES.keys(), *LINE_EXAMPLES.keys()])
def test_example_renders_back_exactly(category, line):
    assert W.render_line(read(line, category), Ctx(category)) == line


def test_examples_read_into_the_nodes_of_the_family():
    a = read(ex("replace_turn_life_face_up"))
    assert a.timing == L.WOULD_BE_KO_BY_OPPONENT and a.steps == (L.TurnLife(1),)
    cost_step = read(ex("ko_cost")).cost[0].step
    assert isinstance(cost_step, L.KO) and cost_step.target.cards.other_than_this
    s = read(ex("two_sentences"), "Leader")
    assert isinstance(s.effect, L.StaticSentences) and s.conditions == (L.DonAttached(1),)
    assert isinstance(read(ex("refresh_lock"), "Stage").effect, L.RefreshLock)
    assert isinstance(read(ex("attack_only")).effect, L.AttackOnly)


# -- replacement effects with other actions ---------------------------------------------

def _ko_from_p2(s, *victims):
    for _ in victims:
        s.p2.hand(card_of("[On Play] K.O. up to 1 of your opponent's Characters.",
                          name="Killer"))
    s.p2.don(active=len(victims))
    return s.build()


@pytest.mark.parametrize("accept", [True, False])
def test_turning_a_life_card_face_up_instead_of_a_ko(accept):
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_turn_life_face_up"), name="Guard"))
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    top, = s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, crew)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", crew))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    assert (crew in st.chars[P1], bool(st.face_up[top])) == (accept, accept)


def test_no_life_turn_replacement_when_the_top_card_is_face_up_or_the_type_differs():
    # a card already face-up cannot be turned face-up: the replacement cannot
    # be carried out (CR 8-1-3-4-5; official rulings on OP08-058)
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_turn_life_face_up"), name="Guard"))
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    other = s.p1.character(vanilla("Other"))
    s.p1.life(vanilla("Life"), face_up=True)
    game = _ko_from_p2(s, crew, other)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", crew))
    expect_decision(game, P2, "main")
    assert crew in st.trash[P1]
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", other))
    expect_decision(game, P2, "main")
    assert other in st.trash[P1]


def test_resting_the_leader_or_the_named_card_instead_of_a_ko():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_rest_leader_or_named"), name="Kyros-like"))
    arena = s.p1.stage(vanilla("Test Arena", category="Stage"))
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    leader = st.leaders[P1]
    assert opts(game) == selects(leader, arena, done=False)
    game.apply(Action("select", arena))
    expect_decision(game, P2, "main")
    assert me in st.chars[P1] and st.rested[arena] and not st.rested[leader]


def test_rest_replacement_needs_an_active_leader_or_named_card():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_rest_leader_or_named"), name="Kyros-like"))
    s.p1.stage(vanilla("Test Arena", category="Stage"), rested=True)
    game = _ko_from_p2(s, me)
    st = game.state
    st.rested[st.leaders[P1]] = True
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in st.trash[P1]


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


# -- Refresh Phase locks, attack restrictions -------------------------------------------

def test_refresh_lock_for_both_players():
    boss = custom_card("L-B", "Test Boss", "Leader", power=5000)
    s = scenario(leader1=boss)
    s.p1.stage(card_of(ex("refresh_lock"), category="Stage", name="Cage"))
    mine = s.p1.character(vanilla("Mine", cost=3), rested=True)
    theirs = s.p2.character(vanilla("Theirs", cost=2), rested=True)
    big = s.p2.character(vanilla("Big", cost=4), rested=True)
    game = s.build()
    st = game.state
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert st.rested[theirs] and not st.rested[big] and not st.rested[st.leaders[P2]]
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert st.rested[mine] and not st.rested[st.leaders[P1]]


def test_refresh_lock_needs_its_condition():
    s = scenario()
    s.p1.stage(card_of(ex("refresh_lock"), category="Stage", name="Cage"))
    theirs = s.p2.character(vanilla("Theirs", cost=2), rested=True)
    game = s.build()
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert not game.state.rested[theirs]


def _attacks(game, attacker):
    return {a.target for a in opts(game) if a.kind == "attack" and a.card == attacker}


def test_opponent_can_attack_only_the_named_character():
    guard = card_of(ex("attack_only"), name="Test Guard")
    s = scenario(turn_player=1)
    g1 = s.p1.character(guard, rested=True)
    g2 = s.p1.character(custom_card("C-G", "Test Guard"), rested=True)
    other = s.p1.character(vanilla("Other"), rested=True)
    att = s.p2.character(vanilla("Attacker", power=5000))
    game = s.build()
    # official ruling on OP01-051: any Character named so can be attacked
    assert _attacks(game, att) == {g1, g2}
    assert other not in _attacks(game, att)


def test_attack_restriction_needs_the_character_rested():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("attack_only"), name="Test Guard"))
    other = s.p1.character(vanilla("Other"), rested=True)
    att = s.p2.character(vanilla("Attacker", power=5000))
    game = s.build()
    assert _attacks(game, att) == {game.state.leaders[P1], other}


# -- "that is either [Name] or has the <Attr> attribute" -----------------------------------

def test_play_either_the_name_or_the_attribute():
    s = scenario()
    hero, swords, _plain, _big = s.p1.hand(
        custom_card("C-H", "Test Hero", cost=3),
        CardDef("C-S", "Swordsman", CHARACTER, cost=2, power=2000, attributes=("Slash",)),
        vanilla("Plain", cost=2),
        CardDef("C-B", "Big Swordsman", CHARACTER, cost=5, power=6000, attributes=("Slash",)))
    game, _me = play_from_hand(s, card_of(ex("either_name_or_attribute"), name="Player"))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(hero, swords)
    game.apply(Action("select", swords))
    assert swords in game.state.chars[P1]


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


# -- "choose ... instead of ...", "instead of drawing", "that Character" --------------------

def _choose_instead_game(trash: int):
    s = scenario()
    small = s.p2.character(vanilla("Small", cost=3))
    mid = s.p2.character(vanilla("Mid", cost=5))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(trash)])
    ev = s.p1.hand(card_of(ex("choose_instead"), category="Event", name="Bolt"))[0]
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", ev))
    return game, small, mid


def test_choose_instead_with_the_condition():
    # official ruling on OP04-094: the Event itself counts in the trash
    game, small, mid = _choose_instead_game(9)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small, mid)
    game.apply(Action("select", mid))
    assert mid in game.state.trash[P2]


def test_choose_instead_without_the_condition():
    game, small, _mid = _choose_instead_game(5)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)


def _attack_with(line_card, life: int, big: bool):
    s = scenario()
    me = s.p1.character(line_card)
    if big:
        s.p1.character(vanilla("Big", cost=7))
    s.p1.life(*[vanilla(f"L{n}") for n in range(life)])
    top, = s.p1.deck(vanilla("Top"))
    game = s.build()
    game.apply(Action("attack", me, game.state.leaders[P2]))
    return game, top


@pytest.mark.parametrize("option", [0, 1])
def test_draw_or_life_instead(option):
    # official ruling on OP04-040: the draw may still be chosen
    game, top = _attack_with(card_of(ex("draw_instead"), name="Queen-like"), 2, big=True)
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, option))
    st = game.state
    if option == 0:
        expect_decision(game, P1, "choose_number")      # "up to 1"
        game.apply(Action("number", -1, 1))
        assert top in st.life[P1] and top not in st.hand[P1]
    else:
        assert top in st.hand[P1] and len(st.life[P1]) == 2


def test_draw_without_the_instead_condition():
    game, top = _attack_with(card_of(ex("draw_instead"), name="Queen-like"), 2, big=False)
    assert top in game.state.hand[P1]
    game, top = _attack_with(card_of(ex("draw_instead"), name="Queen-like"), 4, big=True)
    assert top in game.state.deck[P1]                  # 4 Life cards: nothing at all


@pytest.mark.parametrize("accept", [True, False])
def test_replacement_on_that_character(accept):
    lead = card_of(ex("replace_with_that_character"), category="Leader", name="Sabo-like")
    s = scenario(turn_player=1, leader1=lead)
    big = s.p1.character(vanilla("Big", power=5000))
    game = _ko_from_p2(s, big)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", big))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    if accept:
        assert big in st.chars[P1] and power(st, big) == 3000
    else:
        assert big in st.trash[P1]


def test_replacement_on_that_character_needs_the_power():
    lead = card_of(ex("replace_with_that_character"), category="Leader", name="Sabo-like")
    s = scenario(turn_player=1, leader1=lead)
    small = s.p1.character(vanilla("Small", power=3000))
    game = _ko_from_p2(s, small)
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", small))
    expect_decision(game, P2, "main")
    assert small in game.state.trash[P1]


# -- face-up Life cards to the bottom of the deck, according to the rules ---------------------

def _face_up_leader():
    return card_of(ex("face_up_life_to_deck"), category="Leader", name="Rule Leader",
                   power=5000)


def test_damage_puts_a_face_up_life_card_at_the_bottom_of_the_deck():
    s = scenario(turn_player=1, leader1=_face_up_leader())
    top, _low = s.p1.life(card_of("[Trigger] Draw 1 card.", name="Trig"), vanilla("Low"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    st = game.state
    st.face_up[top] = True
    game.apply(Action("attack", att, st.leaders[P1]))
    while game.decision.kind != "main":
        assert game.decision.kind != "trigger"      # ruling on ST13-003: no [Trigger]
        game.apply(Action("pass") if Action("pass") in opts(game) else min(
            opts(game), key=str))
    assert st.deck[P1][0] == top and top not in st.hand[P1] and len(st.life[P1]) == 1


def test_face_down_life_card_goes_to_the_hand_as_usual():
    s = scenario(turn_player=1, leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    st = game.state
    game.apply(Action("attack", att, st.leaders[P1]))
    while game.decision.kind != "main":
        game.apply(Action("pass") if Action("pass") in opts(game) else min(
            opts(game), key=str))
    assert top in st.hand[P1]


def test_effect_adding_a_face_up_life_card_places_it_in_the_deck():
    s = scenario(leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"), face_up=True)
    game, _c = play_from_hand(s, card_of(
        "[On Play] Add 1 card from the top of your Life cards to your hand.", name="Taker"))
    st = game.state
    expect_decision(game, P1, "main")
    assert st.deck[P1][0] == top and st.life[P1] == []


def test_cost_paid_with_a_face_up_life_card_is_not_paid():
    # official ruling on ST13-003 (with ST13-012): the card goes to the deck,
    # the cost "add 1 card ... to your hand" is not paid and nothing happens
    s = scenario(leader1=_face_up_leader())
    top, = s.p1.life(vanilla("Top"), face_up=True)
    s.p1.deck(vanilla("D1"))
    game, _c = play_from_hand(s, card_of(
        "[On Play] You may add 1 card from the top of your Life cards to your hand: Draw 1 "
        "card.", name="Payer"))
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert st.deck[P1][0] == top and len(st.hand[P1]) == 0


def test_add_to_life_from_hand_and_trash():
    # official ruling on ST13-003: one from the hand and one from the trash
    lead = card_of(ex("add_to_life_from_hand_or_trash"), category="Leader", name="Adder")
    s = scenario(leader1=lead)
    h, = s.p1.hand(vanilla("H", cost=4))
    t, = s.p1.trash(vanilla("T", cost=4))
    s.p1.trash(vanilla("T3", cost=3))
    game = s.build()
    st = game.state
    game.apply(Action("activate", st.leaders[P1], 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(h, t)
    game.apply(Action("select", h))
    game.apply(Action("select", t))
    assert h in st.life[P1] and t in st.life[P1] and st.face_up[h] and st.face_up[t]


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


# -- "If this Character would leave the field" / "would be removed from the field" ---------

@pytest.mark.parametrize("accept", [True, False])
def test_leave_field_replacement_on_a_ko(accept):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    top, = s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P2, "main")
    assert (me in st.chars[P1], top in st.trash[P1]) == (accept, accept)


def test_leave_field_replacement_on_a_return_by_your_own_effect():
    # official ruling on OP05-100: your own effects too
    s = scenario()
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    top, = s.p1.life(vanilla("Life"))
    game, _c = play_from_hand(s, card_of(
        "[On Play] Return up to 1 Character to the owner's hand.", name="Bouncer"))
    st = game.state
    expect_decision(game, P1, "select")
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P1, "main")
    assert me in st.chars[P1] and top in st.trash[P1]


def test_leave_field_replacement_negated_by_the_named_character():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_leave_field_negated"), name="Enel-like"))
    s.p2.character(custom_card("C-H", "Test Hero"))      # either player's
    s.p1.life(vanilla("Life"))
    game = _ko_from_p2(s, me)
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_removed_from_field_replacement_in_battle():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_removed_from_field"), name="Stayer"), rested=True)
    h, = s.p1.hand(vanilla("H"))
    att = s.p2.character(vanilla("Attacker", power=9000))
    game = s.build()
    game.apply(Action("attack", att, me))
    st = game.state
    while game.decision.kind != "confirm":
        game.apply(Action("pass") if Action("pass") in opts(game) else min(
            opts(game), key=str))
    assert game.decision.player == P1
    game.apply(Action("accept"))
    assert me in st.chars[P1] and h in st.trash[P1]


# -- more replacement actions and subjects -------------------------------------------------

def _p2_removes(s, line: str, victim):
    s.p2.hand(card_of(line, name="Remover"))
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", game.state.hand[P2][0]))
    game.apply(Action("select", victim))
    return game


@pytest.mark.parametrize("active", [2, 1])
def test_resting_active_don_instead(active):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_rest_active_don"), name="Guard"))
    s.p1.don(active=active)
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    if active < 2:                                     # cannot be carried out (CR 8-1-3-4-5)
        expect_decision(game, P2, "main")
        assert me in st.trash[P1]
        return
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert me in st.chars[P1] and st.don_active[P1] == 0 and st.don_rested[P1] == 2


def test_resting_a_don_instead_of_a_removal():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_rest_don"), name="Guard"))
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    s.p1.don(active=1)
    game = _p2_removes(s, "[On Play] Return up to 1 Character to the owner's hand.", crew)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert crew in st.chars[P1] and st.don_rested[P1] == 1


def test_replacement_for_a_named_character():
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_named_character"), name="Guard"))
    pal = s.p1.character(vanilla("Test Pal"))
    other = s.p1.character(vanilla("Other"))
    game = _ko_from_p2(s, pal, other)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", other))
    expect_decision(game, P2, "main")                  # another name: K.O.'d
    assert other in st.trash[P1]
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", pal))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert pal in st.chars[P1] and guard in st.trash[P1]


def test_adding_the_removed_card_to_life_instead():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_add_it_to_life"), name="Test Keeper",
                           types=("Test Crew",)))
    crew = s.p1.character(vanilla("Crew", types=("Test Crew",)))
    game = _p2_removes(s, "[On Play] Return up to 1 Character to the owner's hand.", crew)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert st.life[P1][-1] == crew and not st.face_up[crew] and crew not in st.hand[P1]


def test_replacement_of_a_ko_or_a_removal_by_the_opponent():
    for line in ("[On Play] K.O. up to 1 of your opponent's Characters.",
                 "[On Play] Return up to 1 Character to the owner's hand."):
        s = scenario(turn_player=1)
        me = s.p1.character(card_of(ex("replace_ko_or_removed"), name="Guard"))
        h, = s.p1.hand(vanilla("H"))
        game = _p2_removes(s, line, me)
        expect_decision(game, P1, "confirm")
        game.apply(Action("accept"))
        assert me in game.state.chars[P1] and h in game.state.trash[P1]
    s = scenario()                                     # your own return: not replaced
    me = s.p1.character(card_of(ex("replace_ko_or_removed"), name="Guard"))
    game, _c = play_from_hand(s, card_of(
        "[On Play] Return up to 1 Character to the owner's hand.", name="Bouncer"))
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert me in game.state.hand[P1]


@pytest.mark.parametrize("big", [True, False])
def test_may_select_another_description_instead(big):
    s = scenario()
    small = s.p2.character(vanilla("Small", cost=2))
    mid = s.p2.character(vanilla("Mid", cost=4))
    s.p2.character(vanilla("Large", cost=5))
    if big:
        s.p1.character(vanilla("Big", cost=7))
    game, _c = play_from_hand(s, card_of(ex("may_select_instead"), category="Event",
                                         name="Bolt"))
    expect_decision(game, P1, "select")
    assert opts(game) == (selects(small, mid) if big else selects(small))


@pytest.mark.parametrize("typed", [True, False])
def test_replacement_with_a_condition_before_the_subject(typed):
    lead = custom_card("L-C", "Crew Leader", "Leader", types=("Test Crew",) if typed else ())
    s = scenario(turn_player=1, leader1=lead)
    me = s.p1.character(card_of(ex("replace_condition_and_this"), name="Guard"))
    h, = s.p1.hand(vanilla("H"))
    game = _p2_removes(s, "[On Play] Return up to 1 Character to the owner's hand.", me)
    st = game.state
    if not typed:
        expect_decision(game, P2, "main")
        assert me in st.hand[P1]
        return
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert me in st.chars[P1] and h in st.trash[P1]


@pytest.mark.parametrize("boss", [True, False])
def test_resting_the_named_card_or_the_named_leader(boss):
    lead = custom_card("L-B", "Test Boss" if boss else "Other Boss", "Leader")
    s = scenario(turn_player=1, leader1=lead)
    me = s.p1.character(card_of(ex("replace_rest_named_or_named_leader"), name="Guard"))
    arena = s.p1.stage(vanilla("Test Arena", category="Stage"))
    game = _ko_from_p2(s, me)
    st = game.state
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    leader = st.leaders[P1]
    if boss:
        expect_decision(game, P1, "select")
        assert opts(game) == selects(arena, leader, done=False)
        game.apply(Action("select", leader))
        assert st.rested[leader] and not st.rested[arena]
    else:                                              # only the Stage: chosen
        assert st.rested[arena] and not st.rested[leader]
    assert me in st.chars[P1]


def test_replacement_for_a_card_you_have():
    s = scenario(turn_player=1)
    s.p1.character(card_of(ex("replace_you_have_a"), name="Test Keeper", colors=("Green",)))
    s.p1.character(custom_card("C-G", "Greenie", colors=("Green",)))
    red = s.p1.character(vanilla("Red"))
    game = _p2_removes(s, "[On Play] Return up to 1 Character to the owner's hand.", red)
    st = game.state
    expect_decision(game, P2, "main")
    assert red in st.hand[P1]
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_you_have_a"), name="Test Keeper",
                                   colors=("Green",)))
    green = s.p1.character(custom_card("C-G", "Greenie", colors=("Green",)))
    game = _p2_removes(s, "[On Play] Return up to 1 Character to the owner's hand.", green)
    st = game.state
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert green in st.chars[P1] and st.rested[guard]


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
