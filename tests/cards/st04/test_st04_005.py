"""ST04-005 Queen (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import BUGGY, DRAKE, GINRUMMY, PAGE_ONE

QUEEN = "ST04-005"        # cost 5, [Blocker]


def test_st04_005_queen_don_minus_1_draws_2_and_trashes_1():
    s = Scenario(turn=3)
    queen, kept = s.p1.hand(QUEEN, BUGGY)
    a, b, c = s.p1.deck(DRAKE, GINRUMMY, PAGE_ONE)
    s.p1.don(active=5)
    game = s.build()
    st = game.state
    game.apply(Action("play", queen))
    step(game, P1, "confirm", Action("accept"))
    assert st.don_deck[P1] == 6
    assert st.hand[P1] == [kept, a, b]
    expect_decision(game, P1, "select")
    assert Action("select_done") not in game.legal_actions()   # exactly 1
    game.apply(Action("select", a))
    assert st.hand[P1] == [kept, b] and a in st.trash[P1] and st.deck[P1] == [c]
    expect_decision(game, P1, "main")


def test_st04_005_queen_cost_declined_does_nothing():
    s = Scenario(turn=3)
    queen, = s.p1.hand(QUEEN)
    s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=5)
    game = s.build()
    st = game.state
    game.apply(Action("play", queen))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert st.hand[P1] == [] and len(st.deck[P1]) == 2 and st.don_deck[P1] == 5


def test_st04_005_queen_blocker_takes_the_attack():
    s = Scenario(turn=3)
    queen = s.p2.character(QUEEN)                     # 6000
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "block", Action("block", queen))
    expect_decision(game, P1, "main")
    assert st.rested[queen] and queen in st.chars[P2]  # 5000 < 6000: survives
    assert len(st.life[P2]) == 1
