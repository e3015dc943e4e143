"""The card-text compiler, protection: cards that cannot be K.O.'d (in battle,
by effects, for a while), rested or removed from the field.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

import pytest
from form_helpers import _BOTTOM, _BOUNCE, _KO, _ko_from_p2, _ko_mine_from_p2, _strong
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
from optcg.engine.constants import BLOCKER
from optcg.engine.effects import language as L
from optcg.engine.effects.statics import cannot_be_koed, protected_by_mods
from optcg.engine.stats import cost, keywords, power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "cannot_be_rested": ("Character", (
        "[On Play] Up to 1 of your opponent's Characters with a cost of 4 or less cannot be "
        "rested until the end of your opponent's next End Phase.")),
    "protect_from_ko": ("Character", (
        "[On Play] Up to 1 of your Characters cannot be K.O.'d by your opponent's effects "
        "until the end of your opponent's next turn.")),
    "protect_in_battle": ("Event", (
        "[Counter] Up to 1 of your Characters cannot be K.O.'d in battle during this "
        "battle.")),
    "protect_any": ("Character", (
        "[On Play] This Character cannot be K.O.'d during this turn.")),
    "protect_effects": ("Character", (
        "[On Play] This Character cannot be K.O.'d by effects during this turn.")),
    "until_end_of_your_next_turn": ("Character", (
        "[On Play] Up to 1 of your Characters gains +1000 power until the end of your next "
        "turn.")),
    "replace_one_of": ("Character", (
        "If one of your {Navy} type Characters would be K.O.'d, you may rest this Character "
        "instead.")),
    "none_can_be_koed": ("Event", (
        "[Main] Draw 2 cards and none of your Characters can be K.O.'d during this turn.")),
    "none_can_be_kod": ("Character", (
        "[On Play] None of your Characters can be K.O.'d by effects until the start of your "
        "next turn.")),
}

# (category, line): the lines that are not abilities (permanent effects, rule
# texts), kept apart from EXAMPLES, whose abilities the step-form guard of
# test_card_compiler_forms.py reads
LINE_EXAMPLES = {
    "no_ko_by_opponent": ("Character", (
        "This Character cannot be K.O.'d by your opponent's effects.")),
    # protections from the effects of some cards only (CannotBeKOd.against)
    "no_ko_by_characters_without_attribute": ("Character", (
        "This Character cannot be K.O.'d by effects of Characters without the <Test> "
        "attribute.")),
    "no_ko_by_weak_opponents": ("Character", (
        "[DON!! x1] This Character cannot be K.O.'d by effects of your opponent's Characters "
        "with 3000 base power or less.")),
    "no_ko_or_rest_by_opponent": ("Character", (
        "[Opponent's Turn] This Character cannot be K.O.'d or rested by your opponent's "
        "effects.")),
    "no_rest_by_opponent": ("Character", (
        "If you have 2 or more Life cards, this Character cannot be rested by your opponent's "
        "effects.")),
    "no_rest_by_leader_and_character": ("Character", (
        "This Character cannot be rested by your opponent's Leader and Character effects and "
        "gains [Blocker].")),
    "not_removed_by_your_effects": ("Leader", (
        "All of your opponent's Characters cannot be removed from the field by your effects.")),
    "no_ko_by_effects": ("Character", (
        "[Opponent's Turn] This Character cannot be K.O.'d by effects.")),
    "cannot_be_removed": ("Character", (
        "If you have 3 or more cards in your trash, this Character cannot be removed from the "
        "field by your opponent's effects and gains [Blocker].")),
    "give_cost": ("Character", (
        "[DON!! x1] [Your Turn] Give all of your opponent's Characters −2 cost.")),
    "hand_cost": ("Character", (
        "If you have 2 or less Life cards, give this card in your hand −2 cost.")),
    # -- battle protection against some cards
    "no_ko_against_attribute": ("Character", (
        "[DON!! x1] This Character cannot be K.O.'d in battle by <Slash> attribute cards.")),
    "no_ko_against_leaders": ("Character", (
        "This Character cannot be K.O.'d in battle by Leaders.")),
    "no_ko_against_without": ("Character", (
        "This Character cannot be K.O.'d in battle by Characters without the ＜Strike＞ "
        "attribute.")),
    "typed_other_than_your": ("Character", (
        "{Navy} type Characters other than your [Test Hero] cannot be K.O.'d in battle.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1] if name in EXAMPLES else LINE_EXAMPLES[name][1]


def test_examples_read_into_their_nodes():
    assert read(ex("no_ko_by_opponent")).effect.by == L.BY_OPPONENTS_EFFECTS
    draw, ko_proof = read(ex("none_can_be_koed"), "Event").steps
    assert draw == L.Draw(L.exactly(2)) and ko_proof.target == L.Every(L.Cards(L.YOU))


# -- cannot be K.O.'d ----------------------------------------------------------------------

def test_cannot_be_koed_by_your_opponents_effects():
    ko_any = card_of("[On Play] K.O. up to 1 Character with a cost of 3 or less.")
    s = scenario()
    mine = s.p1.character(card_of(ex("no_ko_by_opponent"), name="Mine"))
    theirs = s.p2.character(card_of(ex("no_ko_by_opponent"), name="Theirs"))
    game, _me = play_from_hand(s, ko_any)
    expect_decision(game, P1, "select")
    game.apply(Action("select", theirs))                     # the opponent's effect for P2
    expect_decision(game, P1, "main")
    assert theirs in game.state.chars[P2]
    s = scenario()
    mine = s.p1.character(card_of(ex("no_ko_by_opponent"), name="Mine"))
    game, _me = play_from_hand(s, ko_any)
    game.apply(Action("select", mine))                       # P1's own effect
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P1]


def test_cannot_be_koed_by_effects_on_the_opponents_turn_but_in_battle():
    game, me = _ko_mine_from_p2(ex("no_ko_by_effects"), hand=0)
    expect_decision(game, P2, "main")
    assert me in game.state.chars[P1]                        # P2's effect: prevented
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("no_ko_by_effects"), power=1000), rested=True)
    s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    strong = game.state.chars[P2][0]
    game.apply(Action("attack", strong, me))
    expect_decision(game, P2, "main")
    assert me in game.state.trash[P1]                        # a battle K.O. is not prevented


# -- battle protection against some cards -------------------------------------------------------

def _attacked_by(line: str, attacker, don: int = 0, by_leader: bool = False):
    """P2 attacks P1's rested 1000-power Character with `line` on P2's turn."""
    s = scenario(turn_player=1, leader2=attacker if by_leader else None)
    me = s.p1.character(card_of(line, power=1000), rested=True, don=don)
    a = s.p2.leader_id if by_leader else s.p2.character(attacker)
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id if by_leader else a, me))
    expect_decision(game, P2, "main")
    return game, me


@pytest.mark.parametrize("line, attacker, don, by_leader, survives", [
    (ex("no_ko_against_attribute"), _strong("Slasher", "Slash"), 1, False, True),
    (ex("no_ko_against_attribute"), _strong("Slasher", "Slash"), 0, False, False),  # no DON!!
    (ex("no_ko_against_attribute"), _strong("Striker", "Strike"), 1, False, False),
    (ex("no_ko_against_attribute"), _strong("Slash Leader", "Slash", "Leader"), 1, True, True),
    (ex("no_ko_against_leaders"), _strong("Leader", None, "Leader"), 0, True, True),
    (ex("no_ko_against_leaders"), _strong("Char"), 0, False, False),
    (ex("no_ko_against_without"), _strong("Slasher", "Slash"), 0, False, True),
    (ex("no_ko_against_without"), _strong("Striker", "Strike"), 0, False, False),
    (ex("no_ko_against_without"), _strong("Leader", None, "Leader"), 0, True, False),
])
def test_battle_protection_against_some_cards(line, attacker, don, by_leader, survives):
    game, me = _attacked_by(line, attacker, don, by_leader)
    assert (me in game.state.chars[P1]) is survives


def test_battle_protection_is_no_protection_from_effects():
    game, me = _ko_mine_from_p2(ex("no_ko_against_leaders"), hand=0)
    assert me in game.state.trash[P1]


# -- cannot be rested ----------------------------------------------------------------------------

def test_cannot_be_rested_until_the_end_of_the_opponents_next_end_phase():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=4, power=3000))
    other = s.p2.character(vanilla("Other", cost=4, power=3000))
    s.p2.character(vanilla("Dear", cost=5))
    rester = s.p1.hand(card_of("[On Play] Rest up to 1 of your opponent's Characters.",
                               name="Rester"))[0]
    game, _me = play_from_hand(s, card_of(ex("cannot_be_rested")), cost=2)
    expect_decision(game, P1, "select")
    assert opts(game) == selects(foe, other)
    game.apply(Action("select", foe))
    st = game.state
    game.apply(Action("play", rester))
    game.apply(Action("select", foe))                        # chosen, but not rested
    expect_decision(game, P1, "main")
    assert not st.rested[foe]
    to_p2_main(game)
    attackers = {a.card for a in opts(game) if a.kind == "attack"}
    assert foe not in attackers and other in attackers       # attacking would rest it
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    game.apply(Action("end_phase"))
    expect_decision(game, P2, "main")
    assert foe in {a.card for a in opts(game) if a.kind == "attack"}   # over


def test_a_card_that_cannot_be_rested_cannot_pay_a_rest_cost():
    s = scenario(turn_player=1)
    me = s.p1.character(card_of("[Activate: Main] You may rest this Character: Draw 1 card.",
                                cost=2))
    k = s.p2.hand(card_of(ex("cannot_be_rested"), name="Binder"))[0]
    s.p2.don(active=1)
    s.p1.deck(vanilla("A"), vanilla("B"), vanilla("C"))
    game = s.build()
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert Action("activate", me, 0) not in opts(game)


# -- cannot be removed from the field ------------------------------------------------------------

@pytest.mark.parametrize("effect", [_BOUNCE, _BOTTOM, _KO])
@pytest.mark.parametrize("trash, stays", [(3, True), (2, False)])
def test_cannot_be_removed_by_the_opponents_effects(effect, trash, stays):
    s = scenario(turn_player=1)
    me = s.p1.character(card_of(ex("cannot_be_removed"), name="Me"))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(trash)])
    k = s.p2.hand(card_of(effect, name="Remover"))[0]
    s.p2.don(active=1)
    game = s.build()
    assert bool(keywords(game.state, me) & BLOCKER) is stays
    game.apply(Action("play", k))
    game.apply(Action("select", me))
    expect_decision(game, P2, "main")
    assert (me in game.state.chars[P1]) is stays


def test_cannot_be_removed_by_the_opponent_only():
    s = scenario()
    me = s.p1.character(card_of(ex("cannot_be_removed"), name="Me"))
    s.p1.trash(*[vanilla(f"T{n}") for n in range(3)])
    game, _k = play_from_hand(s, card_of("[On Play] Return up to 1 Character to the owner's "
                                         "hand."))
    game.apply(Action("select", me))                         # P1's own effect
    expect_decision(game, P1, "main")
    assert me in game.state.hand[P1]


# -- cannot be K.O.'d for a while ----------------------------------------------------------------

def test_protect_from_the_opponents_effects_until_the_end_of_their_next_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=1000))
    s.p2.character(vanilla("Strong", power=5000))
    s.p2.hand(card_of(_KO, name="Killer"))
    s.p2.don(active=1)
    game, _me = play_from_hand(s, card_of(ex("protect_from_ko")))
    game.apply(Action("select", mine))
    st = game.state
    game.apply(Action("attack", mine, s.p2.leader_id))       # rested: P2 can attack it
    to_p2_main(game)
    game.apply(Action("play", st.hand[P2][0]))
    game.apply(Action("select", mine))
    expect_decision(game, P2, "main")
    assert mine in st.chars[P1]                              # the effect: prevented
    game.apply(Action("attack", st.chars[P2][0], mine))
    expect_decision(game, P2, "main")
    assert mine in st.trash[P1]                              # a battle: not


@pytest.mark.parametrize("line", [ex("protect_any"), ex("protect_effects")])
def test_protect_this_character_during_this_turn(line):
    s = scenario()
    ko = s.p1.hand(card_of("[On Play] K.O. up to 1 Character.", name="Killer"))[0]
    game, me = play_from_hand(s, card_of(line), cost=2)
    game.apply(Action("play", ko))
    game.apply(Action("select", me))
    expect_decision(game, P1, "main")
    assert me in game.state.chars[P1]
    to_p2_main(game)
    assert not game.state.mods                               # it ended with the turn


def test_protect_in_battle_during_this_battle():
    s = scenario(turn_player=1)
    mine = s.p1.character(vanilla("Mine", power=1000), rested=True)
    ev = s.p1.hand(card_of(ex("protect_in_battle"), category="Event", cost=0))[0]
    strong = s.p2.character(vanilla("Strong", power=5000))
    game = s.build()
    game.apply(Action("attack", strong, mine))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mine))
    expect_decision(game, P2, "main")                        # no more counters
    assert mine in game.state.chars[P1]                      # 1000 lost to 5000: not K.O.'d


def test_until_the_end_of_your_next_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=1000))
    s.p1.deck(*[vanilla(f"D{n}") for n in range(3)])
    s.p2.deck(*[vanilla(f"E{n}") for n in range(3)])
    game, _me = play_from_hand(s, card_of(ex("until_end_of_your_next_turn")))
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 2000
    to_p2_main(game)
    assert power(st, mine) == 2000
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert power(st, mine) == 2000                           # still, on your next turn
    to_p2_main(game)
    assert power(st, mine) == 1000


@pytest.mark.parametrize("don, expected", [(1, 1), (0, 3)])
def test_give_all_of_your_opponents_characters_minus_cost(don, expected):
    s = scenario()
    me = s.p1.character(card_of(ex("give_cost"), cost=4), don=don)
    mine = s.p1.character(vanilla("Mine", cost=3))
    foe = s.p2.character(vanilla("Foe", cost=3))
    game = s.build()
    st = game.state
    assert (cost(st, foe), cost(st, mine), cost(st, me)) == (expected, 3, 4)
    if don:
        to_p2_main(game)
        assert cost(st, foe) == 3                            # [Your Turn] only


@pytest.mark.parametrize("life, playable", [(2, True), (3, False)])
def test_give_this_card_in_your_hand_minus_cost(life, playable):
    s = scenario()
    c = s.p1.hand(card_of(ex("hand_cost"), cost=4))[0]
    s.p1.life(*[vanilla()] * life)
    s.p1.don(active=2)
    game = s.build()
    st = game.state
    assert cost(st, c) == (2 if playable else 4)
    assert (Action("play", c) in opts(game)) is playable
    if playable:
        game.apply(Action("play", c))
        assert c in st.chars[P1] and st.don_active[P1] == 0
        assert cost(st, c) == 4                              # on the field: the printed cost


def test_replacement_for_one_of_your_typed_characters():
    s = scenario(turn_player=1)
    guard = s.p1.character(card_of(ex("replace_one_of"), name="Guard"))
    navy = s.p1.character(vanilla("Navy", types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", types=("Pirate",)))
    game = _ko_from_p2(s, navy, pirate)
    st = game.state
    k1, k2 = st.hand[P2]
    game.apply(Action("play", k1))
    game.apply(Action("select", pirate))
    expect_decision(game, P2, "main")
    assert pirate in st.trash[P1]
    game.apply(Action("play", k2))
    game.apply(Action("select", navy))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    assert navy in st.chars[P1] and st.rested[guard]


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
