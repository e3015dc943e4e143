"""ST04-016 Blast Breath (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import BUGGY

BLAST = "ST04-016"        # Event, cost 1


def test_st04_016_blast_breath_counter_don_minus_1_gives_4000():
    s = Scenario(turn=3)
    blast, kept = s.p2.hand(BLAST, BUGGY)             # BUGGY keeps the step open
    s.p2.don(active=1)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    # DON!! -1 is a "you may" cost (official ruling on OP02-068): accept it.
    step(game, P2, "confirm", Action("accept"))
    # Its cost rested the only DON!!; DON!! -1 then returns that one.
    assert st.don_rested[P2] == 0 and st.don_deck[P2] == 10
    assert blast in st.trash[P2]
    expect_decision(game, P2, "select")
    game.apply(Action("select", leader))
    assert power(st, leader) == 9000
    step(game, P2, "counter", Action("end_counters"))
    expect_decision(game, P1, "main")
    assert kept in st.hand[P2]
    assert len(st.life[P2]) == 1 and power(st, leader) == 5000


def test_st04_016_blast_breath_chooses_the_returned_don_and_may_boost_nothing():
    s = Scenario(turn=3)
    blast, = s.p2.hand(BLAST)
    s.p2.don(active=2)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    step(game, P2, "confirm", Action("accept"))
    step(game, P2, "return_don", Action("return_don", -1, 1))   # the active one
    assert st.don_active[P2] == 0 and st.don_rested[P2] == 1 and st.don_deck[P2] == 9
    step(game, P2, "select", Action("select_done"))
    assert power(st, leader) == 5000
    expect_decision(game, P1, "main")
    assert st.life[P2] == []                          # the attack hit


def test_st04_016_blast_breath_declining_its_don_minus_cost_gives_nothing():
    s = Scenario(turn=3)
    blast, = s.p2.hand(BLAST)
    s.p2.don(active=1)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", blast))
    step(game, P2, "confirm", Action("decline"))
    assert blast in st.trash[P2] and st.don_rested[P2] == 1 and st.don_deck[P2] == 9
    expect_decision(game, P1, "main")
    assert st.life[P2] == []                          # no +4000: the attack hit


def test_st04_016_blast_breath_cannot_be_used_without_don():
    s = Scenario(turn=3)
    blast, _ = s.p2.hand(BLAST, BUGGY)           # BUGGY: a Counter card
    s.p2.life(BUGGY)
    game = s.build()
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "counter")
    assert Action("counter_event", blast) not in game.legal_actions()
