"""EB03-037 Lim (Character, cost 4, {ODYSSEY}): "[On Play] If you have 7 or
more DON!! cards on your field, all of your {ODYSSEY} type Leader and
Character cards gain +1000 power until the end of your opponent's next End
Phase."  DON!! on the field: active, rested and given alike (CR 3-3-1)."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2

LIM = "EB03-037"
ODYSSEY_LEADER = custom_card("T-ODL", "Traveller", "Leader", power=5000, types=("ODYSSEY",))
ODYSSEY = custom_card("T-OD", "Voyager", cost=3, power=4000, types=("ODYSSEY",))
PLAIN = custom_card("T-PL", "Local", cost=3, power=4000, types=("Navy",))


def _played(rested_don: int):
    s = Scenario(turn=3)
    leader = s.p1.leader(ODYSSEY_LEADER)
    odyssey, plain = s.p1.character(ODYSSEY), s.p1.character(PLAIN)
    lim, = s.p1.hand(LIM)
    s.p1.don(active=4, rested=rested_don)
    g = s.build()
    g.apply(Action("play", lim))
    return g, leader, odyssey, plain, lim


def test_eb03_037_with_7_don_every_odyssey_leader_and_character_gains_1000():
    g, leader, odyssey, plain, lim = _played(3)
    st = g.state
    assert power(st, leader) == 6000 and power(st, odyssey) == 5000
    assert power(st, lim) == 6000                  # Lim is {ODYSSEY} too
    assert power(st, plain) == 4000


def test_eb03_037_the_power_lasts_through_the_opponents_turn():
    g, leader, odyssey, plain, lim = _played(3)
    g.apply(Action("end_phase"))
    expect_decision(g, P2, "main")
    assert power(g.state, odyssey) == 5000 and power(g.state, leader) == 6000
    g.apply(Action("end_phase"))                   # the end of the opponent's End Phase
    expect_decision(g, P1, "main")
    assert power(g.state, odyssey) == 4000 and power(g.state, leader) == 5000


def test_eb03_037_with_6_don_nothing_gains_power():
    g, leader, odyssey, plain, lim = _played(2)
    st = g.state
    assert power(st, leader) == 5000 and power(st, odyssey) == 4000 and power(st, lim) == 5000
