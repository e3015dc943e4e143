"""ST03-014 Marshall.D.Teach (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, selectable, step
from .numbers import HANCOCK, PACIFISTA

TEACH = "ST03-014"        # cost 4


def test_st03_014_marshall_d_teach_returns_a_cost_3_or_less_character():
    s = Scenario(turn=3)
    teach, = s.p1.hand(TEACH)
    s.p1.don(active=4)
    three = s.p2.character(HANCOCK)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("play", teach))
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}               # Teach (cost 4) is not either
    game.apply(Action("select", three))
    assert three in st.hand[P2] and four in st.chars[P2]


def test_st03_014_marshall_d_teach_may_return_nothing():
    s = Scenario(turn=3)
    teach, = s.p1.hand(TEACH)
    s.p1.don(active=4)
    three = s.p2.character(HANCOCK)
    game = s.build()
    game.apply(Action("play", teach))
    step(game, P1, "select", Action("select_done"))
    assert three in game.state.chars[P2]
