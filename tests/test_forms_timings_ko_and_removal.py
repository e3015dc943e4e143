"""The card-text compiler, event timings of Characters leaving the field:
"When a Character is K.O.'d" by whom and how, your Characters removed by
your opponent's effect, and damage or a big Character's K.O. (the examples
are in test_forms_timings.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    play_from_hand,
    scenario,
    vanilla,
)
from test_forms_timings import ex, take_most

from optcg import Action
from optcg.testing import expect_decision


# -- K.O.s -----------------------------------------------------------------------------

def test_koed_by_your_opponents_effect_but_not_in_battle():
    ko = card_of("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or "
                  "less.", name="K.O.er")
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed_by_opponent"), cost=2))
    game, _k = play_from_hand(s, ko)
    game.apply(Action("select", victim))
    take_most(game)
    expect_decision(game, P1, "main")
    st = game.state
    assert victim in st.trash[P2] and len(st.life[P2]) == 1
    # K.O.'d in battle: no Life added
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed_by_opponent"), cost=2, power=1000),
                            rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and game.state.life[P2] == []


def test_koed_by_your_own_effect_is_by_an_effect_but_not_the_opponents():
    ko_own = card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 or less.",
                     name="Own K.O.")
    s = scenario()
    a = s.p1.character(card_of(ex("this_koed_by_effect"), cost=2, name="A"))
    game, _k = play_from_hand(s, ko_own)
    game.apply(Action("select", a))
    expect_decision(game, P1, "main")
    assert len(game.state.hand[P1]) == 1
    s = scenario()
    b = s.p1.character(card_of(ex("this_koed_by_opponent"), cost=2, name="B"))
    game, _k = play_from_hand(s, ko_own)
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    assert game.state.life[P1] == []


def test_opponents_turn_this_koed_resolves_from_the_trash():
    s = scenario()
    victim = s.p2.character(card_of(ex("this_koed"), power=1000), rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and len(game.state.hand[P2]) == 2
    # K.O.'d by its owner's effect on its owner's turn: [Opponent's Turn] fails
    s = scenario(turn=4, turn_player=1)
    victim = s.p2.character(card_of(ex("this_koed"), power=1000, cost=2))
    ko_own = s.p2.hand(card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 "
                               "or less.", name="Own K.O."))[0]
    s.p2.don(active=1)
    game = s.build()
    game.apply(Action("play", ko_own))
    game.apply(Action("select", victim))
    expect_decision(game, P2, "main")
    assert victim in game.state.trash[P2] and game.state.hand[P2] == []


def test_a_character_koed_fires_once_for_each_character():
    wipe = card_of("[On Play] K.O. all of your opponent's Characters with a cost of 1 or "
                   "less.", name="Wipe")
    s = scenario()
    s.p1.character(card_of(ex("character_koed")))
    s.p2.character(vanilla("A", cost=1))
    s.p2.character(vanilla("B", cost=1))
    s.p2.character(vanilla("C", cost=3))
    game, _w = play_from_hand(s, wipe)
    expect_decision(game, P1, "main")
    assert len(game.state.chars[P2]) == 1 and len(game.state.hand[P1]) == 2


def _kaido_board(don: int):
    s = scenario(leader1=card_of(ex("opponent_character_koed"), category="Leader",
                                 power=5000, life=5))
    mine = s.p1.character(vanilla("Mine", power=6000, cost=2))
    theirs = s.p2.character(vanilla("Theirs", power=1000), rested=True)
    game = s.build()
    game.state.don[s.p1.leader_id] = don            # given to the Leader
    game.state.don_deck[P1] -= don
    return game, mine, theirs


def test_opponents_character_koed_needs_the_don():
    game, mine, theirs = _kaido_board(1)
    game.apply(Action("attack", mine, theirs))
    take_most(game)
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and game.state.don_active[P1] == 1
    # without a DON!! given to the Leader: nothing
    game, mine, theirs = _kaido_board(0)
    game.apply(Action("attack", mine, theirs))
    expect_decision(game, P1, "main")
    assert theirs in game.state.trash[P2] and game.state.don_active[P1] == 0


def test_your_own_character_koed_is_not_your_opponents():
    ko_own = card_of("[On Play] K.O. up to 1 of your Characters with a cost of 3 or less.",
                     name="Own K.O.")
    s = scenario(leader1=card_of(ex("opponent_character_koed"), category="Leader",
                                 power=5000, life=5))
    mine = s.p1.character(vanilla("Mine", cost=2))
    c = s.p1.hand(ko_own)[0]
    s.p1.don(active=1)
    game = s.build()
    game.state.don[s.p1.leader_id] = 1
    game.state.don_deck[P1] -= 1
    game.apply(Action("play", c))
    game.apply(Action("select", mine))
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P1] and game.state.don_active[P1] == 0


def test_a_cost_before_the_event_may_be_declined():
    for accept in (True, False):
        s = scenario(leader1=card_of(ex("koed_with_cost"), category="Leader", power=5000,
                                     life=5))
        spare = s.p1.hand(vanilla("Spare"))[0]
        mine = s.p1.character(vanilla("Mine", power=6000))
        target = s.p2.character(vanilla("Theirs", power=1000), rested=True)
        game = s.build()
        game.apply(Action("attack", mine, target))
        expect_decision(game, P1, "confirm")
        game.apply(Action("accept" if accept else "decline"))
        expect_decision(game, P1, "main")
        st = game.state
        assert (spare in st.trash[P1]) == accept
        assert len(st.hand[P1]) == (2 if accept else 1)


# -- your Characters removed from the field by your opponent's effect -----------------------

KO_3 = ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")


@pytest.mark.parametrize("navy, accept", [(True, True), (True, False), (False, True)])
def test_removed_by_your_opponents_effect_with_a_cost(navy, accept):
    s = scenario()
    stage = s.p2.stage(card_of(ex("removed_types"), category="Stage"))
    victim = s.p2.character(vanilla("Victim", cost=2, types=("Navy",) if navy else ("Pirate",)))
    game, _k = play_from_hand(s, card_of(KO_3, name="K.O.er"))
    game.apply(Action("select", victim))
    if navy:
        expect_decision(game, P2, "confirm")
        game.apply(Action("accept" if accept else "decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert victim in st.trash[P2]
    assert len(st.hand[P2]) == (1 if navy and accept else 0)
    assert st.rested[stage] == (navy and accept)


def test_removed_by_a_return_to_the_hand_but_not_in_battle():
    bounce = card_of("[On Play] Return up to 1 Character with a cost of 3 or less to the "
                     "owner's hand.", name="Bounce")
    s = scenario()
    s.p2.character(card_of(ex("removed_including"), name="Watcher"))
    victim = s.p2.character(vanilla("Victim", cost=2, types=("Navy HQ",)))
    game, _b = play_from_hand(s, bounce)
    game.apply(Action("select", victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.hand[P2] and len(game.state.hand[P2]) == 2   # and a draw
    # K.O.'d in battle: not by an effect
    s = scenario()
    s.p2.character(card_of(ex("removed_including"), name="Watcher"))
    victim = s.p2.character(vanilla("Victim", power=1000, types=("Navy HQ",)), rested=True)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, victim))
    expect_decision(game, P1, "main")
    assert victim in game.state.trash[P2] and game.state.hand[P2] == []


def test_removed_by_your_own_effect_is_not_your_opponents():
    s = scenario(leader1=card_of(ex("removed_any"), category="Leader", power=5000, life=5))
    own = s.p1.character(vanilla("Own", cost=2))
    game, _k = play_from_hand(s, card_of("[On Play] K.O. up to 1 of your Characters with a "
                                         "cost of 3 or less.", name="Own K.O."))
    game.apply(Action("select", own))
    expect_decision(game, P1, "main")
    assert own in game.state.trash[P1] and game.state.hand[P1] == []


# -- "When you take damage or your Character with 7000 base power or more is K.O.'d" -------

def test_damage_or_a_big_characters_ko_draws_once_per_turn():
    lead = card_of(ex("damage_or_big_koed"), category="Leader", power=5000, life=5)
    s = scenario(turn=4, turn_player=P2, leader1=lead)
    big, small = (s.p1.character(vanilla(n, power=p), rested=True)
                  for n, p in (("Big", 7000), ("Small", 6000)))
    s.p1.life(vanilla("L1"), vanilla("L2"))
    s.p1.deck(*[vanilla("D")] * 5)
    a, b = s.p2.characters(vanilla("A", power=9000), vanilla("B", power=9000))
    game = s.build()
    game.apply(Action("attack", a, small))            # 6000 base power: no draw
    expect_decision(game, P2, "main")
    assert small in game.state.trash[P1] and len(game.state.deck[P1]) == 5
    game.apply(Action("attack", b, big))              # 7000: draws 1
    expect_decision(game, P2, "main")
    assert big in game.state.trash[P1] and len(game.state.deck[P1]) == 4
