"""ST03-015 Sables (Event): its effects played in scenarios through the decision
API, with the cases where a condition, a cost or an "up to" choice does not
apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, selectable, step
from .numbers import BIG_KAIDO, DOFLAMINGO, SABLES


def test_st03_015_sables_main_returns_a_cost_7_or_less_character():
    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=4)
    seven = s.p2.character(DOFLAMINGO)
    nine = s.p2.character(BIG_KAIDO)
    game = s.build()
    st = game.state
    game.apply(Action("play", sables))
    assert sables in st.trash[P1] and st.don_rested[P1] == 4
    expect_decision(game, P1, "select")
    assert selectable(game) == {seven}
    game.apply(Action("select", seven))
    assert seven in st.hand[P2] and nine in st.chars[P2]
    expect_decision(game, P1, "main")


def test_st03_015_sables_main_may_return_nothing_and_needs_4_don():
    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=3)
    s.p2.character(DOFLAMINGO)
    game = s.build()
    assert Action("play", sables) not in game.legal_actions()

    s = Scenario(turn=3)
    sables, = s.p1.hand(SABLES)
    s.p1.don(active=4)
    seven = s.p2.character(DOFLAMINGO)
    game = s.build()
    game.apply(Action("play", sables))
    step(game, P1, "select", Action("select_done"))
    assert seven in game.state.chars[P2] and sables in game.state.trash[P1]


def test_st03_015_sables_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    p1_dofla = s.p1.character(DOFLAMINGO)
    p1_kaido = s.p1.character(BIG_KAIDO)
    sables, = s.p2.life(SABLES)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "select")
    assert p1_dofla in selectable(game) and p1_kaido not in selectable(game)
    game.apply(Action("select", p1_dofla))
    assert p1_dofla in st.hand[P1]
    expect_decision(game, P1, "main")
    assert sables in st.trash[P2] and st.hand[P2] == []
