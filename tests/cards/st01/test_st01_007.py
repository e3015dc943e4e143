"""ST01-007 Nami (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import activations, back_to_main, opts
from .numbers import FRANKY

NAMI = "ST01-007"


def test_st01_007_nami_gives_up_to_one_rested_don_once_per_turn():
    s = Scenario(turn=3)
    nami = s.p1.character(NAMI)
    franky = s.p1.character(FRANKY)
    s.p1.don(active=1, rested=2)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("activate", nami, 0))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", nami),
                          Action("select", franky)}
    game.apply(Action("select", leader))
    expect_decision(game, 0, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    back_to_main(game)
    assert st.don[leader] == 1 and st.don_rested[0] == 1 and st.don_active[0] == 1
    assert power(st, leader) == 6000
    assert activations(game, nami) == []                # [Once Per Turn]


def test_st01_007_nami_up_to_zero_gives_nothing():
    s = Scenario(turn=3)
    nami = s.p1.character(NAMI)
    s.p1.don(rested=1)
    game = s.build()
    st = game.state

    game.apply(Action("activate", nami, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select", nami))
    expect_decision(game, 0, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.don[nami] == 0 and st.don_rested[0] == 1
    assert activations(game, nami) == []
