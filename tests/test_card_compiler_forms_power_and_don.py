"""The card-text compiler, the step forms of power, cost, keywords and
DON!!: amounts, who gains, how long it lasts, and DON!! given, added, set
active or rested (the example sentences are in
test_card_compiler_forms.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    numbers,
    opts,
    play_from_hand,
    read,
    scenario,
    selects,
    to_p2_main,
    vanilla,
)
from test_card_compiler_forms import ex

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.effects import language as L
from optcg.engine.effects import wording as W
from optcg.engine.effects.wording import Ctx
from optcg.engine.stats import cost, keywords, power
from optcg.testing import expect_decision


# -- power, cost, keywords: amounts and durations ------------------------------------------

def test_power_gain_during_this_turn_ends_with_the_turn():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=3000))
    foe = s.p2.character(vanilla("Foe", power=3000))
    game, me = play_from_hand(s, card_of(ex("gains")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mine, me)              # yours only
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 5000 and power(st, foe) == 3000
    to_p2_main(game)
    assert power(st, mine) == 3000


def test_power_gain_for_up_to_two():
    s = scenario()
    a = s.p1.character(vanilla("A", power=3000))
    b = s.p1.character(vanilla("B", power=3000))
    game, me = play_from_hand(s, card_of(ex("gain")))
    game.apply(Action("select", a))
    game.apply(Action("select", b))
    expect_decision(game, P1, "main")
    st = game.state
    assert (power(st, a), power(st, b), power(st, me)) == (4000, 4000, 1000)


def test_power_gain_for_all_of_your_typed_characters():
    part = read(ex("gain_all"))
    assert part.steps == (L.PowerChange(L.Every(L.Cards(L.YOU, types=("Navy",))), 1000),)
    s = scenario()
    navy = s.p1.character(vanilla("Navy", power=3000, types=("Navy",)))
    pirate = s.p1.character(vanilla("Pirate", power=3000, types=("Pirate",)))
    foe = s.p2.character(vanilla("Foe", power=3000, types=("Navy",)))
    game, _me = play_from_hand(s, card_of(ex("gain_all")))
    expect_decision(game, P1, "main")                   # no choice: all of them
    st = game.state
    assert (power(st, navy), power(st, pirate), power(st, foe)) == (4000, 3000, 3000)


def test_power_gain_for_your_leader():
    event = card_of(ex("leader_gains"), category="Event", cost=1)
    s = scenario()
    ev = s.p2.hand(event)[0]
    s.p2.don(active=1)
    mine = s.p2.character(vanilla("Mine", power=4000), rested=True)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, mine))           # the Leader is not attacked
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "main")
    assert mine in game.state.trash[P2]                          # 5000 beat 4000
    s = scenario()
    ev = s.p2.hand(event)[0]
    s.p2.don(active=1)
    s.p2.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1                         # 5000 < 8000
    assert power(game.state, s.p1.leader_id) == 5000             # not the attacker's


def test_power_gain_during_this_battle_ends_with_the_battle():
    line = "[When Attacking] This Character gains +2000 power during this battle."
    s = scenario()
    c = s.p1.character(card_of(line, power=4000))
    s.p2.life(vanilla(), vanilla())
    game = s.build()
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert len(game.state.life[P2]) == 1                # 6000 beat 5000
    assert power(game.state, c) == 4000                 # the battle is over


def test_power_loss_until_the_start_of_your_next_turn():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=5000))
    game, _me = play_from_hand(s, card_of(ex("minus_next_turn")))
    game.apply(Action("select", foe))
    st = game.state
    assert power(st, foe) == 3000
    to_p2_main(game)
    assert power(st, foe) == 3000                       # the opponent's turn: still
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "main")
    assert power(st, foe) == 5000


def test_power_loss_until_the_end_of_your_opponents_next_turn_from_their_turn_ends_with_it():
    # used during P1's turn by P2's [Trigger]: "your opponent's next turn" is
    # P1's current turn (official rulings on OP01-085 and ST21-015)
    line = ("[Trigger] Give up to 1 of your opponent's Characters −2000 power until the end "
            "of your opponent's next turn.")
    s = scenario()
    mine = s.p1.character(vanilla("Mine", power=5000))
    s.p2.life(card_of(line))
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    game.apply(Action("use_trigger"))
    game.apply(Action("select", mine))
    st = game.state
    assert power(st, mine) == 3000
    to_p2_main(game)
    assert power(st, mine) == 5000                      # ended with P1's turn


def test_cost_change_down_and_up():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", cost=5))
    game, me = play_from_hand(s, card_of(ex("cost_minus")))
    game.apply(Action("select", foe))
    st = game.state
    assert cost(st, foe) == 3
    to_p2_main(game)
    assert cost(st, foe) == 5
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=2))
    foe = s.p2.character(vanilla("Foe", cost=2))
    game, me = play_from_hand(s, card_of(ex("cost_plus")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(mine, me)
    game.apply(Action("select", mine))
    assert cost(game.state, mine) == 3 and cost(game.state, foe) == 2


def test_keyword_gain_during_this_turn():
    s = scenario()
    s.p2.character(vanilla("Foe"))
    game, me = play_from_hand(s, card_of(ex("keyword")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(me)                    # yours only
    game.apply(Action("select", me))
    st = game.state
    assert keywords(st, me) & RUSH
    assert Action("attack", me, s.p2.leader_id) in opts(game)   # played this turn
    to_p2_main(game)
    assert not keywords(st, me) & RUSH


def test_keyword_gain_can_be_declined():
    s = scenario()
    game, me = play_from_hand(s, card_of(ex("keyword")))
    game.apply(Action("select_done"))
    assert not keywords(game.state, me) & RUSH
    assert Action("attack", me, s.p2.leader_id) not in opts(game)


def test_base_power_becomes_a_value_for_this_turn():
    s = scenario()
    other = s.p1.character(vanilla("Other", power=2000))
    game, me = play_from_hand(s, card_of(ex("base_power"), power=3000))
    st = game.state
    assert power(st, me) == 7000 and power(st, other) == 2000
    to_p2_main(game)
    assert power(st, me) == 3000


def test_set_power_to_zero():
    s = scenario()
    foe = s.p2.character(vanilla("Foe", power=6000))
    game, _me = play_from_hand(s, card_of(ex("power_zero")))
    game.apply(Action("select", foe))
    assert power(game.state, foe) == 0
    to_p2_main(game)
    assert power(game.state, foe) == 6000


# -- DON!! -----------------------------------------------------------------------

def test_give_don_to_your_leader_or_a_character():
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    s.p2.character(vanilla("Foe"))
    game, me = play_from_hand(s, card_of(ex("give_don")), rested=2)
    st = game.state
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id, mine, me, done=False)    # not the foe's
    game.apply(Action("select", mine))
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)                     # 3 rested, up to 2
    game.apply(Action("number", -1, 2))
    assert st.don[mine] == 2 and st.don_rested[P1] == 1


def test_give_don_the_leaders_wording():
    part = read(ex("give_don_leader"), "Leader")
    # the same cards as "your Leader or 1 of your Characters"; on a Leader
    # only this wording renders, elsewhere only the other
    one_of_yours = L.Choose(L.Cards(L.YOU, categories=(L.LEADER, L.CHARACTER)), L.exactly(1))
    assert part.steps == (L.GiveDon(one_of_yours, L.up_to(1)),)
    assert W.render_line(part, Ctx("Character")) == (
        "[Activate: Main] Give up to 1 rested DON!! card to your Leader or 1 of your "
        "Characters.")
    lead = card_of(ex("give_don_leader"), category="Leader", power=5000, life=5)
    s = scenario(leader1=lead)
    mine = s.p1.character(vanilla("Mine"))
    s.p1.don(rested=1)
    game = s.build()
    game.apply(Action("activate", s.p1.leader_id, 0))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(s.p1.leader_id, mine, done=False)
    game.apply(Action("select", s.p1.leader_id))
    game.apply(Action("number", -1, 1))
    assert game.state.don[s.p1.leader_id] == 1 and game.state.don_rested[P1] == 0


@pytest.mark.parametrize("line, choose", [(ex("give_don_this_up_to"), True),
                                          (ex("give_don_this"), False)])
def test_give_don_to_this_character(line, choose):
    s = scenario()
    game, me = play_from_hand(s, card_of(line), rested=3)
    if choose:                                          # "up to 1": 0 or 1
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert game.state.don[me] == 1 and game.state.don_rested[P1] == 3


@pytest.mark.parametrize("line, up_to, active", [
    (ex("add_don_up_to_active"), True, True), (ex("add_don_up_to_rested"), True, False),
    (ex("add_don_active"), False, True), (ex("add_don_rested"), False, False),
])
def test_add_don_from_the_don_deck(line, up_to, active):
    s = scenario()
    game, _ = play_from_hand(s, card_of(line))
    st = game.state
    if up_to:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert (st.don_active[P1], st.don_rested[P1]) == ((1, 1) if active else (0, 2))
    assert st.don_deck[P1] == 8
    # an empty DON!! deck: nothing to add, nothing asked
    s = scenario()
    game, _me = play_from_hand(s, card_of(line), deck=0)
    expect_decision(game, P1, "main")
    assert (game.state.don_active[P1], game.state.don_rested[P1]) == (0, 1)


def test_set_don_active():
    s = scenario()
    game, _me = play_from_hand(s, card_of(ex("set_don_active")), rested=2)
    expect_decision(game, P1, "choose_number")
    assert opts(game) == numbers(2)                     # 3 rested, up to 2
    game.apply(Action("number", -1, 2))
    st = game.state
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 1


@pytest.mark.parametrize("active", [3, 0])
def test_rest_opponents_don(active):
    s = scenario()
    s.p2.don(active=active)
    game, _me = play_from_hand(s, card_of(ex("rest_opponent_don")))
    st = game.state
    if active:
        expect_decision(game, P1, "choose_number")
        assert opts(game) == numbers(1)
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert st.don_active[P2] == max(active - 1, 0)
    assert st.don_rested[P2] == (1 if active else 0)
    assert st.don_rested[P1] == 1                       # yours are not touched
