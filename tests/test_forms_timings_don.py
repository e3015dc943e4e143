"""The card-text compiler, event timings of DON!! cards: "When DON!! cards
are returned to your DON!! deck" and "When DON!! cards are given" (the
examples are in test_forms_timings.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    card_of,
    opts,
    scenario,
    vanilla,
)
from test_forms_timings import ex, take_most

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import answer, expect_decision


# -- DON!! returned to the DON!! deck -------------------------------------------------------

DON_MINUS_1 = "[Activate: Main] DON!! −1: Up to 1 of your Characters gains +1000 power during this turn."
DON_MINUS_2 = "[Activate: Main] DON!! −2: Up to 1 of your Characters gains +1000 power during this turn."


def _return_don(card_line: str, listener_line: str, active: int = 2, category="Character"):
    s = scenario()
    payer = s.p1.character(card_of(card_line, name="Payer"))
    listener = (s.p1.stage(card_of(listener_line, category="Stage")) if category == "Stage"
                else s.p1.character(card_of(listener_line)))
    s.p1.don(active=active)
    game = s.build()
    game.apply(Action("activate", payer, 0))            # DON!! alike: which return is not asked
    answer(game, "select", Action("select_done"))
    expect_decision(game, P1, "main")
    return game, payer, listener


def test_don_returned_fires_once_per_turn_after_the_cost():
    game, _p, _l = _return_don(DON_MINUS_1, ex("don_returned"))
    st = game.state
    assert st.don_deck[P1] == 9 and len(st.hand[P1]) == 1
    # a second DON!! -1 in the same turn: [Once Per Turn], no second draw
    s = scenario()
    payers = [s.p1.character(card_of(DON_MINUS_1, name=f"Payer {k}")) for k in range(2)]
    s.p1.character(card_of(ex("don_returned")))
    s.p1.don(active=2)
    game = s.build()
    for p in payers:
        game.apply(Action("activate", p, 0))
        game.apply(Action("select_done"))
        expect_decision(game, P1, "main")
    assert game.state.don_deck[P1] == 10 and len(game.state.hand[P1]) == 1


@pytest.mark.parametrize("line, draws", [(DON_MINUS_1, 0), (DON_MINUS_2, 1)])
def test_two_or_more_don_returned_needs_two_at_once(line, draws):
    game, _p, _l = _return_don(line, ex("two_don_returned"), category="Stage")
    assert len(game.state.hand[P1]) == draws


def test_don_returned_by_your_effect_on_the_opponents_turn_only():
    # P1's Leader listens on P2's turn; P1's DON!! -1 on P1's turn: nothing
    s = scenario(leader1=card_of(ex("don_returned_by_you"), category="Leader", power=5000,
                                 life=5))
    payer = s.p1.character(card_of(DON_MINUS_1, name="Payer"))
    s.p1.don(active=2)
    game = s.build()
    game.apply(Action("activate", payer, 0))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.don_deck[P1] == 9 and st.don_active[P1] + st.don_rested[P1] == 1
    # a [Counter] Event's DON!! -1 on P2's turn: the Leader adds 1 rested DON!!
    event = card_of("[Counter] DON!! −1: Your Leader gains +3000 power during this battle.",
                    category="Event", cost=0)
    s = scenario(turn=4, turn_player=1,
                 leader1=card_of(ex("don_returned_by_you"), category="Leader", power=5000,
                                 life=5))
    ev = s.p1.hand(event)[0]
    s.p1.don(active=2)
    s.p1.life(vanilla())
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(game, P1, "counter")
    game.apply(Action("counter_event", ev))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                        # 1 DON!! to return: no choice asked
    answer(game, "choose_number", max(opts(game), key=lambda a: a.target), P1)
    st = game.state
    # returned 1, added 1 back rested
    assert st.don_deck[P1] == 8 and st.don_rested[P1] == 1 and st.don_active[P1] == 1


def test_any_don_on_the_field_includes_the_opponents():
    s = scenario()
    payer = s.p1.character(card_of(DON_MINUS_1, name="Payer"))
    watcher = s.p2.character(card_of(ex("any_don_returned"), power=3000))
    s.p1.don(active=2)
    game = s.build()
    assert power(game.state, watcher) == 3000
    game.apply(Action("activate", payer, 0))
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    assert power(game.state, watcher) == 4000


# -- DON!! given ----------------------------------------------------------------------------

def _given_board(listener_of_p1: bool):
    garp = card_of(ex("given_don"), category="Leader", power=5000, life=5)
    s = scenario(leader1=garp if listener_of_p1 else None,
                 leader2=None if listener_of_p1 else garp)
    mine = s.p1.character(vanilla("Mine"))
    s.p1.don(active=1)
    return s, mine


def test_given_a_don_by_the_rules_once_per_don():
    s, mine = _given_board(True)
    game = s.build()
    game.apply(Action("give_don", -1, mine))
    expect_decision(game, P1, "main")
    assert power(game.state, s.p1.leader_id) == 6000
    # the opponent's Leader does not hear P1's DON!!
    s, mine = _given_board(False)
    game = s.build()
    game.apply(Action("give_don", -1, mine))
    expect_decision(game, P1, "main")
    assert power(game.state, s.p2.leader_id) == 5000


def test_given_two_don_by_an_effect_fires_twice():
    s = scenario(leader1=card_of(ex("given_don"), category="Leader", power=5000, life=5))
    mine = s.p1.character(vanilla("Mine"))
    giver = s.p1.hand(card_of("[On Play] Give up to 2 rested DON!! cards to your Leader or 1 "
                              "of your Characters.", name="Giver"))[0]
    s.p1.don(active=1, rested=2)
    game = s.build()
    game.apply(Action("play", giver))
    expect_decision(game, P1, "select")
    game.apply(Action("select", mine))
    take_most(game)
    expect_decision(game, P1, "main")
    assert game.state.don[mine] == 2 and power(game.state, s.p1.leader_id) == 7000
