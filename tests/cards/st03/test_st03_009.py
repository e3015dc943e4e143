"""ST03-009 Donquixote Doflamingo (Character): its effects played in scenarios
through the decision API, with the cases where a condition, a cost or an "up
to" choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, selectable, step
from .numbers import BIG_KAIDO, DOFLAMINGO, JINBE


def test_st03_009_donquixote_doflamingo_returns_a_cost_7_or_less_character():
    s = Scenario(turn=3)
    dofla, = s.p1.hand(DOFLAMINGO)
    s.p1.don(active=7)
    seven = s.p2.character(DOFLAMINGO)
    nine = s.p2.character(BIG_KAIDO)
    game = s.build()
    st = game.state
    game.apply(Action("play", dofla))
    expect_decision(game, P1, "select")
    assert seven in selectable(game) and nine not in selectable(game)
    game.apply(Action("select", seven))
    assert seven in st.hand[P2] and nine in st.chars[P2] and dofla in st.chars[P1]
    expect_decision(game, P1, "main")


def test_st03_009_donquixote_doflamingo_may_return_nothing():
    s = Scenario(turn=3)
    dofla, = s.p1.hand(DOFLAMINGO)
    s.p1.don(active=7)
    target = s.p2.character(JINBE)
    game = s.build()
    game.apply(Action("play", dofla))
    step(game, P1, "select", Action("select_done"))
    assert target in game.state.chars[P2] and dofla in game.state.chars[P1]
