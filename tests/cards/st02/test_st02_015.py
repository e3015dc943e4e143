"""ST02-015 Scalpel (Event): its effects played in scenarios through the decision
API, with the cases where a condition, a cost or an "up to" choice does not
apply.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import FILLER, HEAT, KAROO

SCALPEL = "ST02-015"


def test_st02_015_scalpel_counter_gives_2000_then_sets_a_don_active():
    s = Scenario(turn=3)
    scalpel, spare = s.p2.hand(SCALPEL, KAROO)
    p2_char = s.p2.character(HEAT)
    s.p2.don(active=1, rested=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state
    p2_leader = s.p2.leader_id

    game.apply(Action("attack", s.p1.leader_id, p2_leader))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", scalpel))
    assert st.don_active[1] == 0 and st.don_rested[1] == 2
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", p2_leader), Action("select", p2_char),
                          Action("select_done")}
    game.apply(Action("select", p2_leader))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert st.don_active[1] == 1 and st.don_rested[1] == 1
    expect_decision(game, 1, "counter")                 # Karoo keeps the step open
    assert power(st, p2_leader) == 7000
    game.apply(Action("end_counters"))
    back_to_main(game)
    assert len(st.life[1]) == 1                         # 5000 < 7000
    assert scalpel in st.trash[1] and spare in st.hand[1]
    assert power(st, p2_leader) == 5000


def test_st02_015_scalpel_counter_up_to_none_and_needs_its_cost():
    s = Scenario(turn=3)
    scalpel = s.p2.hand(SCALPEL)[0]
    s.p2.don(active=1)
    s.p2.life(FILLER)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "counter")
    game.apply(Action("counter_event", scalpel))
    expect_decision(game, 1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, 1, "choose_number")
    game.apply(Action("number", -1, 0))
    back_to_main(game)
    assert st.life[1] == []                             # no power added
    assert st.don_active[1] == 0 and st.don_rested[1] == 1

    s = Scenario(turn=3)
    scalpel = s.p2.hand(SCALPEL)[0]
    s.p2.don(rested=2)                                  # no active DON!!
    s.p2.life(FILLER)
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    back_to_main(game)                                  # no counter offered
    assert scalpel in game.state.hand[1]


def test_st02_015_scalpel_trigger_sets_up_to_two_don_active():
    s = Scenario(turn=3)
    scalpel = s.p2.life(SCALPEL)[0]
    s.p2.don(active=0, rested=3)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "choose_number")
    assert opts(game) == {Action("number", -1, n) for n in (0, 1, 2)}
    game.apply(Action("number", -1, 2))
    back_to_main(game)
    assert st.don_active[1] == 2 and st.don_rested[1] == 1
    assert scalpel in st.trash[1] and st.life[1] == []
