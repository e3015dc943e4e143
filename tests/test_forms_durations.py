"""The card-text compiler, durations and delayed steps: a step written to
happen at the end of the turn or at the end of the battle.

Every sentence is our own example in the official style; each must render
back exactly (test_card_compiler_forms checks the examples of every form
file), and the behaviour tests play it on a made-up card.
"""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, play_from_hand, read, scenario, to_p2_main, vanilla

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.phrasing import wording
from optcg.engine.stats import power
from optcg.testing import expect_decision

# (category, sentence): one example per step form at least; the behaviour
# tests below play them
EXAMPLES = {
    "end_of_this_battle": ("Character", (
        "[When Attacking] Draw 1 card. Then, at the end of this battle, place this Character "
        "at the bottom of the owner's deck.")),
    "end_of_turn_after": ("Character", (
        "[Activate: Main] This Character gains +1000 power during this turn. Then, trash this "
        "Character at the end of this turn.")),
    "end_of_turn_don": ("Character", (
        "[On Play] Draw 1 card. Then, set up to 2 of your DON!! cards as active at the end of "
        "this turn.")),
    "end_of_turn_before": ("Character", (
        "[On Play] Draw 1 card. Then, at the end of this turn, up to 1 rested Character with 2 "
        "or more DON!! cards given will not become active in your opponent's next Refresh "
        "Phase.")),
}


def ex(name: str) -> str:
    return EXAMPLES[name][1]


# -- "Then, at the end of this battle, <step>" ----------------------------------------------

def test_at_the_end_of_this_battle_this_goes_to_the_bottom_of_the_deck():
    s = scenario()
    c = s.p1.character(card_of(ex("end_of_this_battle"), power=5000))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    s.p2.hand(vanilla("Counter", counter=1000))
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    st = game.state
    assert c in st.chars[P1] and len(st.hand[P1]) == 1
    game.apply(Action("end_counters"))
    expect_decision(game, P1, "main")
    assert c not in st.chars[P1] and st.deck[P1][0] == c and st.delayed == []
    assert st.life[P2] == []                          # the attack went on as usual


def test_at_the_end_of_this_battle_a_card_moved_meanwhile_stays_where_it_is():
    # ruling on OP02-064: moved to the hand by a Counter, it is another card
    bounce = card_of("[Counter] Return up to 1 of your opponent's Characters with a cost of 3 "
                     "or less to the owner's hand.", category="Event", name="Bounce", cost=0)
    s = scenario()
    c = s.p1.character(card_of(ex("end_of_this_battle"), power=5000, cost=2))
    s.p1.deck(vanilla("D1"), vanilla("D2"))
    e = s.p2.hand(bounce)[0]
    s.p2.life(vanilla("L1"))
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", e))
    expect_decision(game, P2, "select")
    game.apply(Action("select", c))
    expect_decision(game, P1, "main")                   # no Counter left: the Step ends
    st = game.state
    assert c in st.hand[P1] and c not in st.deck[P1] and st.delayed == []
    assert len(st.life[P2]) == 1                      # the attacker left: no damage


def test_at_the_end_of_this_battle_outside_a_battle_nothing_happens():
    line = ("[On Play] Draw 1 card. Then, at the end of this battle, place this Character at "
            "the bottom of the owner's deck.")
    s = scenario()
    c = s.p1.hand(card_of(line, cost=1))[0]
    s.p1.deck(vanilla("D1"), vanilla("D2"), vanilla("D3"))
    s.p1.don(active=1)
    game = s.build()
    game.apply(Action("play", c))
    expect_decision(game, P1, "main")
    st = game.state
    assert c in st.chars[P1] and len(st.hand[P1]) == 1 and st.delayed == []


# -- delayed steps ---------------------------------------------------------------------

def test_trash_this_character_at_the_end_of_this_turn():
    part = read(ex("end_of_turn_after"))
    assert part.steps[1] == L.AtEndOfTurn((L.Trash(L.This()),))
    assert wording(part.steps[1], "after")           # written after its step
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
