"""OP13-098 Never Existed... in the First Place... (Event): "[Main] You may
rest 1 of your DON!! cards: If your Leader is [Imu], K.O. up to 1 of your
opponent's Stages with a cost of 7." and "[Counter] If your Leader is [Imu],
up to 1 of your Leader or Character cards gains +4000 power during this
battle."  Official ruling qa_op13.md OP13-098: a Stage with a cost of 6 or
less cannot be K.O.'d by it."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from ..common_play import P1, P2, accept, pick

NEVER = "OP13-098"
IMU = custom_card("T-IMU", "Imu", "Leader", power=5000, colors=("Black",))
THRONE = "OP13-099"       # a Stage with a cost of 7
COST_6_STAGE = custom_card("T-STAGE6", "Six Stage", "Stage", cost=6)


def _main(leader, stage):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    event, = s.p1.hand(NEVER)
    s.p1.don(active=3)
    theirs = s.p2.stage(stage)
    g = s.build()
    g.apply(Action("play", event))
    accept(g)
    return g, theirs


def test_op13_098_main_with_imu_kos_a_cost_7_stage():
    g, throne = _main(IMU, THRONE)
    pick(g, throne)
    expect(g, "main", P1)
    assert throne in g.state.trash[P2] and g.state.don_rested[P1] == 2


def test_qa_op13_098_a_cost_6_stage_cannot_be_koed():
    g, stage = _main(IMU, COST_6_STAGE)
    expect(g, "main", P1)
    assert stage in g.state.stage[P2]


def test_op13_098_main_without_imu_kos_nothing():
    g, throne = _main("ST01-001", THRONE)
    expect(g, "main", P1)
    assert throne in g.state.stage[P2]


def _counter(leader):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ldr = s.p1.leader(leader)
    event, = s.p1.hand(NEVER)
    s.p1.don(active=1)
    att = s.p2.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    g = s.build()
    g.apply(Action("attack", att, ldr))
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("counter_event", event))
    return g, ldr


def test_op13_098_counter_with_imu_gives_plus_4000():
    g, ldr = _counter(IMU)
    pick(g, ldr)
    expect(g, "counter", P1)
    assert power(g.state, ldr) == 9000


def test_op13_098_counter_without_imu_gives_nothing():
    g, ldr = _counter("ST01-001")
    expect(g, "counter", P1)
    assert power(g.state, ldr) == 5000
