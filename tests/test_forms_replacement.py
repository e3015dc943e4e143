"""The card-text compiler, replacement effects: "If this Character would be
K.O.'d, you may ... instead", "instead of drawing", choices made instead,
once per turn or with a cost.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _KO_COST_3_OR_LESS, _ko_from_p2, _ko_mine_from_p2
from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    vanilla,
)

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.records import OnceUsed
from optcg.engine.stats import power
from optcg.testing import custom_card, expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "replace_ko_return_don": ("Character", (
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
    "replace_turn_life_face_up": ("Character", (
        "If your {Test Crew} type Character would be K.O.'d by your opponent's effect, you may "
        "turn 1 card from the top of your Life cards face-up instead.")),
    "replace_rest_leader_or_named": ("Character", (
        "If this Character would be K.O.'d, you may rest your Leader or 1 [Test Arena] "
        "instead.")),
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
    # -- replacement effects
    "replace_ko": ("Character", (
        "If this Character would be K.O.'d, you may trash 1 card from your hand instead.")),
    "replace_ko_effect_once": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d by an effect, you may trash 1 "
        "card from your hand instead.")),
    "replace_ko_battle": ("Character", (
        "If this Character would be K.O.'d in battle, you may rest this Character instead.")),
    "replace_ko_opponent": ("Character", (
        "[Opponent's Turn] If this Character would be K.O.'d by your opponent's effect, you "
        "may draw 1 card instead.")),
    "life_top_or_bottom_instead": ("Character", (
        "[Once Per Turn] If this Character would be K.O.'d, you may trash 1 card from the top "
        "or bottom of your Life cards instead.")),
    "would_be_rested_rest_another": ("Character", (
        "If this Character would be rested by your opponent's Character's effect, you may "
        "rest 1 of your other Characters instead.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    a = read(ex("replace_turn_life_face_up"))
    assert a.timing == L.WOULD_BE_KO_BY_OPPONENT and a.steps == (L.TurnLife(1),)
    a = read(ex("replace_ko_effect_once"))
    assert a.timing == L.WOULD_BE_KO_BY_EFFECT and a.once_per_turn
    # "you may select ... instead": either description, a meaning of its own
    # (ChooseInstead.either), not a wording
    (step,) = read(ex("may_select_instead")).steps
    assert isinstance(step, L.ChooseInstead) and step.either
    (step,) = read(ex("choose_instead")).steps
    assert isinstance(step, L.ChooseInstead) and not step.either


def test_once_per_turn_without_a_timing_or_replacement_is_unreadable():
    with pytest.raises(W.Unreadable):
        W.read_line("[Once Per Turn] This Character gains +1000 power.", Ctx("Character"))


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
    part = read(ex("replace_ko_return_don"))
    assert part.timing == L.WOULD_BE_KO and part.steps == (L.ReturnDon(L.exactly(1)),)
    s = scenario()
    game, x = _ko_my_own(s, "replace_ko_return_don")
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


# -- replacement effects with other actions ---------------------------------------------

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


# -- replacement effects ---------------------------------------------------------------------

@pytest.mark.parametrize("accept", [True, False])
def test_replacement_instead_of_a_ko(accept):
    game, me = _ko_mine_from_p2(ex("replace_ko"), hand=2)
    expect_decision(game, P1, "confirm")
    st = game.state
    if not accept:
        game.apply(Action("decline"))
        assert me in st.trash[P1] and len(st.hand[P1]) == 2
        return
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    h = st.hand[P1][0]
    game.apply(Action("select", h))
    assert me in st.chars[P1] and h in st.trash[P1] and len(st.hand[P1]) == 1


def test_replacement_that_cannot_be_carried_out_does_not_apply():
    game, me = _ko_mine_from_p2(ex("replace_ko"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_once_per_turn_replacement():
    game, me = _ko_mine_from_p2(ex("replace_ko_effect_once"), hand=1)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    st = game.state
    assert me in st.chars[P1] and st.hand[P1] == []
    assert OnceUsed(me, st.incarnation[me], 0) in st.once_used


def test_by_opponent_replacement_on_the_opponents_turn():
    game, me = _ko_mine_from_p2(ex("replace_ko_opponent"), hand=0)
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    assert me in game.state.chars[P1] and len(game.state.hand[P1]) == 1


def test_in_battle_replacement_does_not_replace_an_effect_ko():
    game, me = _ko_mine_from_p2(ex("replace_ko_battle"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


def test_in_battle_replacement_replaces_a_battle_ko():
    line = ("If this Character would be K.O.'d in battle, you may trash 1 card from your hand "
            "instead.")
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(line, power=1000), rested=True)
    spare = s.p1.hand(vanilla("Spare"))[0]
    strong = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", strong, me))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1] and spare in game.state.trash[P1]


def test_cr_8_1_3_4_5_resting_a_rested_character_instead_cannot_apply():
    # the attacked Character is rested: "rest this Character instead"
    # cannot be carried out, so it is not offered (ruling on OP10-032)
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("replace_ko_battle"), power=1000), rested=True)
    strong = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", strong, me))
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]


# -- "you may trash 1 card from the top or bottom of your Life cards instead" ---------------

def _ko_mine(life: int, answer: str | None, end: int | None = None):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("life_top_or_bottom_instead"), cost=3))
    cards = s.p1.life(*[vanilla(f"L{k}") for k in range(life)])
    k = s.p2.hand(card_of(_KO_COST_3_OR_LESS))[0]
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
