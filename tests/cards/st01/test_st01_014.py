"""ST01-014 Guard Point (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, end_turn_to_p2_main, opts
from .numbers import FILLER, KAROO

GUARD_POINT = "ST01-014"


def test_st01_014_guard_point_counter_gives_3000_during_this_battle():
    s = Scenario(turn=3)
    gp, spare = s.p2.hand(GUARD_POINT, KAROO)          # a counter card keeps the step open
    p2_char = s.p2.character(KAROO)
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    assert Action("counter_event", gp) in opts(game)
    game.apply(Action("counter_event", gp))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    assert power(st, p2_leader) == 8000
    expect_decision(game, 1, "counter")
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1                         # 5000 < 8000: no damage
    assert gp in st.trash[1] and spare in st.hand[1]
    assert st.don_active[1] == 0 and st.don_rested[1] == 1
    assert power(st, p2_leader) == 5000                 # the battle is over


def test_st01_014_guard_point_counter_needs_its_cost_and_may_choose_none():
    s = Scenario(turn=3)
    gp = s.p2.hand(GUARD_POINT)[0]
    s.p2.don(active=0)                                  # cannot pay 1
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    back_to_main(game)                                  # no counter decision
    assert len(st.life[1]) == 1 and gp in st.hand[1]

    s = Scenario(turn=3)
    gp = s.p2.hand(GUARD_POINT)[0]
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", gp))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))                   # "up to": nobody
    back_to_main(game)
    assert st.life[1] == [] and gp in st.trash[1]


def test_st01_014_guard_point_trigger_gives_1000_this_turn():
    s = Scenario(turn=3)
    gp = s.p2.life(GUARD_POINT)[0]
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select_done")}
    game.apply(Action("select", p2_leader))
    back_to_main(game)
    assert power(st, p2_leader) == 6000                 # during this turn
    assert gp in st.trash[1] and st.life[1] == []
    end_turn_to_p2_main(game)
    assert power(st, p2_leader) == 5000
