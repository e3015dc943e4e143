"""ST02-016 Repel (Event): its effects played in scenarios through the decision
API, with the cases where a condition, a cost or an "up to" choice does not
apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import FILLER, HEAT, KAROO

REPEL = "ST02-016"


def test_st02_016_repel_counter_gives_4000_then_sets_a_don_active():
    s = Scenario(turn=3)
    repel, spare = s.p2.hand(REPEL, KAROO)
    p2_char = s.p2.character(HEAT)
    s.p2.don(active=2)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", repel))
    assert st.don_active[1] == 0 and st.don_rested[1] == 2
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert st.don_active[1] == 1 and st.don_rested[1] == 1
    expect_decision(game, 1, "counter")
    assert power(st, p2_leader) == 9000
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1
    assert repel in st.trash[1] and spare in st.hand[1]


def test_st02_016_repel_needs_two_active_don():
    s = Scenario(turn=3)
    repel, karoo = s.p2.hand(REPEL, KAROO)
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    assert Action("counter_event", repel) not in opts(game)
    assert Action("counter", karoo, p2_leader) in opts(game)
