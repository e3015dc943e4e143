"""ST04-004 King (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, selectable, step
from .numbers import KING, PACIFISTA

CROCODILE = "ST03-003"    # cost 5


def test_st04_004_king_don_minus_1_kos_cost_4_or_less():
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=7)
    four = s.p2.character(PACIFISTA)
    five = s.p2.character(CROCODILE)
    game = s.build()
    st = game.state
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("accept"))
    # 6 rested and 1 active: the player chooses which one goes back.
    step(game, P1, "return_don", Action("return_don", -1, 0))
    assert st.don_rested[P1] == 5 and st.don_active[P1] == 1 and st.don_deck[P1] == 4
    expect_decision(game, P1, "select")
    assert selectable(game) == {four}
    game.apply(Action("select", four))
    assert four in st.trash[P2] and five in st.chars[P2]


def test_st04_004_king_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=6)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("decline"))
    assert four in game.state.chars[P2] and game.state.don_deck[P1] == 4

    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    s.p1.don(active=6)
    four = s.p2.character(PACIFISTA)
    game = s.build()
    game.apply(Action("play", king))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert four in game.state.chars[P2] and game.state.don_deck[P1] == 5
