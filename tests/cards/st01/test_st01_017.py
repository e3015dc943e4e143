"""ST01-017 Thousand Sunny (Stage): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import activations, back_to_main, end_turn_to_p2_main, opts
from .numbers import FRANKY, KAROO

SUNNY = "ST01-017"


def test_st01_017_thousand_sunny_rests_to_give_a_straw_hat_1000():
    s = Scenario(turn=3)
    sunny = s.p1.stage(SUNNY)
    franky = s.p1.character(FRANKY)
    karoo = s.p1.character(KAROO)                       # not Straw Hat Crew
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("activate", sunny, 0))
    assert st.rested[sunny]                             # the cost is paid first
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", franky),
                          Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert power(st, franky) == 7000 and power(st, karoo) == 3000
    assert activations(game, sunny) == []               # rested: cannot pay again
    end_turn_to_p2_main(game)
    assert power(st, franky) == 6000


def test_st01_017_thousand_sunny_played_from_hand_and_choose_none():
    s = Scenario(turn=3)
    sunny = s.p1.hand(SUNNY)[0]
    s.p1.don(active=2)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", sunny))
    back_to_main(game)
    assert st.stage[0] == [sunny] and st.don_rested[0] == 2
    game.apply(Action("activate", sunny, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert st.rested[sunny] and power(st, leader) == 5000
