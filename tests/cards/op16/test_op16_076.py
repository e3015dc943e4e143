"""OP16-076 The Three Admirals!! (Event, cost 1): "[Main] You may rest 3 of
your DON!! cards: Up to 3 of your {Admiral} type Characters gain +2000 power
during this turn." and "[Counter] If you have an {Admiral} type Character,
up to 1 of your Leader or Character cards gains +4000 power during this
battle."  """

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, COUNTER, MAIN, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from .admirals import ADMIRAL_A, ADMIRAL_B, NAVY

THREE_ADMIRALS = "OP16-076"
ATTACKER = "ST01-008"        # vanilla Character, 5000 power


def test_op16_076_main_gives_up_to_3_admirals_2000():
    s = Scenario(strict=True)
    a, b, navy = s.p1.character(ADMIRAL_A), s.p1.character(ADMIRAL_B), s.p1.character(NAVY)
    event, = s.p1.hand(THREE_ADMIRALS)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, CONFIRM)                     # the optional cost
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {a, b}
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert power(st, a) == power(st, b) == 10000 and power(st, navy) == 5000
    assert st.don_active[0] == 0 and st.don_rested[0] == 4


def test_op16_076_main_declined_cost_no_power():
    s = Scenario(strict=True)
    a = s.p1.character(ADMIRAL_A)
    event, = s.p1.hand(THREE_ADMIRALS)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, MAIN)
    assert power(g.state, a) == 8000 and g.state.don_active[0] == 3


def _counter(*mine):
    s = Scenario(turn=4, turn_player=1, strict=True)
    chars = [s.p1.character(n) for n in mine]
    event, = s.p1.hand(THREE_ADMIRALS)
    s.p1.don(active=1)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    expect_decision(g, 0, COUNTER)
    g.apply(Action("counter_event", event))
    return g, s.p1.leader_id, chars


def test_op16_076_counter_with_an_admiral_gives_4000():
    g, leader, (admiral,) = _counter(ADMIRAL_A)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", leader))
    assert power(g.state, leader) == 9000


def test_op16_076_counter_without_an_admiral_does_nothing():
    g, leader, (navy,) = _counter(NAVY)
    expect_decision(g, 0, COUNTER)                     # back to the Counter Step
    assert power(g.state, leader) == 5000
