"""ST03-016 Thrust Pad Cannon (Event): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, selectable, step
from .numbers import PACIFISTA, WEEVIL

CANNON = "ST03-016"       # Event, cost 2


def test_st03_016_thrust_pad_cannon_counter_returns_the_attacker():
    s = Scenario(turn=3)
    attacker = s.p1.character(WEEVIL)                # cost 3, 5000
    four = s.p1.character(PACIFISTA)                 # cost 4
    cannon, = s.p2.hand(CANNON)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "counter")
    game.apply(Action("counter_event", cannon))
    assert cannon in st.trash[P2] and st.don_rested[P2] == 2
    expect_decision(game, P2, "select")
    assert attacker in selectable(game) and four not in selectable(game)
    game.apply(Action("select", attacker))
    assert attacker in st.hand[P1]
    # The attacker left: the battle ends without damage.
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1 and st.hand[P2] == []


def test_st03_016_thrust_pad_cannon_counter_may_return_nothing():
    s = Scenario(turn=3)
    attacker = s.p1.character(WEEVIL)
    cannon, = s.p2.hand(CANNON)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    step(game, P2, "counter", Action("counter_event", cannon))
    step(game, P2, "select", Action("select_done"))
    expect_decision(game, P1, "main")                # nothing left to counter with
    assert attacker in game.state.chars[P1]
    assert game.state.life[P2] == []                 # the attack hit


def test_st03_016_thrust_pad_cannon_trigger_activates_its_counter_effect():
    s = Scenario(turn=3)
    three = s.p1.character(WEEVIL)
    four = s.p1.character(PACIFISTA)
    cannon, = s.p2.life(CANNON)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "select")
    assert three in selectable(game) and four not in selectable(game)
    game.apply(Action("select", three))
    assert three in st.hand[P1] and four in st.chars[P1]
    expect_decision(game, P1, "main")
    assert cannon in st.trash[P2]
