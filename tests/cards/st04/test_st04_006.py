"""ST04-006 Sasaki (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, step
from .numbers import DRAKE, GINRUMMY

SASAKI = "ST04-006"       # cost 3


def test_st04_006_sasaki_don_minus_1_draws_1():
    s = Scenario(turn=3)
    sasaki, = s.p1.hand(SASAKI)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", sasaki))
    step(game, P1, "confirm", Action("accept"))
    assert st.hand[P1] == [top] and st.don_deck[P1] == 8 and st.don_rested[P1] == 2
    expect_decision(game, P1, "main")


def test_st04_006_sasaki_cost_declined_draws_nothing():
    s = Scenario(turn=3)
    sasaki, = s.p1.hand(SASAKI)
    s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", sasaki))
    step(game, P1, "confirm", Action("decline"))
    assert game.state.hand[P1] == [] and game.state.don_deck[P1] == 7
