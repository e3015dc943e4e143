"""Event records shared between games (engine/shared_records.py) read exactly
as the records each game would build for itself, and a game's history
shared with its clones stays its own."""

import random

import pytest

import optcg
from optcg.engine import events as E
from optcg.engine import shared_records as shared
from optcg.engine.constants import DecisionKind
from optcg.engine.main_phase import MainPhase

TURNS = (0, 1, 2, shared.SHARED_TURNS - 1, shared.SHARED_TURNS, shared.SHARED_TURNS + 7)


@pytest.mark.parametrize("turn", TURNS)
@pytest.mark.parametrize("p", (0, 1))
def test_turn_records_equal_the_records_built_for_one_game(turn, p):
    cases = [
        (shared.turn_began(turn, p), E.TurnBegan(turn, "6-1-1", p)),
        (shared.drew_one(turn, p), E.Drew(turn, "6-3-1", p, 1)),
        (shared.main_ended(turn, p), E.PhaseEnded(turn, "6-5-2-1", p, E.MAIN)),
        (shared.end_began(turn, p), E.PhaseBegan(turn, "6-6", p, E.END)),
        (shared.main_asked(turn, p),
         E.DecisionAsked(turn, "6-5-2", p, DecisionKind.MAIN, -1, E.only(p))),
    ]
    for returned in (0, 3, 10, 11):
        cases.append((shared.refreshed(turn, p, returned), E.Refreshed(turn, "6-2", p, returned)))
    for n, total in ((0, 10), (1, 1), (2, 7), (2, 12)):
        rule = "6-4-1" if n else "6-4-3"
        cases.append((shared.don_placed(turn, p, n, total), E.DonPlaced(turn, rule, p, n, total)))
    for got, built in cases:
        assert type(got) is type(built) and got == built


def test_a_shared_record_is_one_object_for_every_game_on_its_turn():
    assert shared.turn_began(3, 1) is shared.turn_began(3, 1)
    assert shared.refreshed(4, 0, 2) is shared.refreshed(4, 0, 2)
    # past the shared turns each game builds its own
    late = shared.SHARED_TURNS + 1
    assert shared.turn_began(late, 0) is not shared.turn_began(late, 0)


def test_interned_records_of_two_kinds_with_equal_values_stay_apart():
    a = shared.interned(E.OpeningHandDrawn(0, "x", 0, 5))
    b = shared.interned(E.LifeSetUp(0, "x", 0, 5))
    assert type(a) is E.OpeningHandDrawn and type(b) is E.LifeSetUp
    assert shared.interned(E.LifeSetUp(0, "x", 0, 5)) is b


def test_the_main_phase_decision_record_cites_the_rule_of_its_purpose():
    """CR 6-5-2: the rule the shared DecisionAsked names is the purpose's."""
    g = optcg.new_game("st01", "st02", seed=3)
    choice = random.Random(3).choice
    asked = 0
    while not g.over and asked < 30:
        if g.decision.kind == DecisionKind.MAIN:
            st = g.state
            last = g.events[-1]
            assert last == E.DecisionAsked(st.turn, MainPhase.purpose(st).rule, st.turn_player,
                                           DecisionKind.MAIN, -1, E.only(st.turn_player))
            asked += 1
        g.apply(choice(g.legal_actions()))
    assert asked == 30


def test_a_game_and_its_clone_keep_their_own_histories():
    g = optcg.new_game("st01", "st02", seed=5, log=False)
    rng = random.Random(5)
    for _ in range(12):
        g.apply(rng.choice(g.legal_actions()))
    before = g.history
    c = g.clone()
    d = g.clone()
    a_c, a_g, a_d = c.legal_actions()[0], g.legal_actions()[-1], d.legal_actions()[0]
    c.apply(a_c)                              # the clone first: it appends to the shared list
    g.apply(a_g)                              # the original then copies its part
    d.apply(a_d)
    assert c.history == before + [a_c]
    assert g.history == before + [a_g]
    assert d.history == before + [a_d]
