"""ST03-017 Love-Love Mellow (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import BUGGY, WEEVIL

MELLOW = "ST03-017"       # Event, cost 2


def test_st03_017_love_love_mellow_gives_4000_and_draws_with_3_or_less_in_hand():
    s = Scenario(turn=3)
    mellow, other = s.p2.hand(MELLOW, BUGGY)
    top, _ = s.p2.deck(WEEVIL, WEEVIL)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    expect_decision(game, P2, "select")
    game.apply(Action("select", leader))
    assert power(st, leader) == 9000
    assert st.hand[P2] == [other, top]               # 1 card left: drew 1
    step(game, P2, "counter", Action("end_counters"))
    expect_decision(game, P1, "main")
    assert len(st.life[P2]) == 1                     # 5000 < 9000: no damage
    assert power(st, leader) == 5000                 # only during this battle


def test_st03_017_love_love_mellow_no_draw_with_4_cards_in_hand():
    s = Scenario(turn=3)
    mellow, *others = s.p2.hand(MELLOW, BUGGY, BUGGY, BUGGY, BUGGY)
    s.p2.deck(WEEVIL)
    s.p2.don(active=2)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    step(game, P2, "select", Action("select", leader))
    assert power(st, leader) == 9000
    assert st.hand[P2] == others and len(st.deck[P2]) == 1


def test_st03_017_love_love_mellow_may_choose_no_card_and_still_draws():
    s = Scenario(turn=3)
    mellow, = s.p2.hand(MELLOW)
    top, _ = s.p2.deck(WEEVIL, WEEVIL)
    s.p2.don(active=2)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    leader = s.p2.leader_id
    attack_leader_with_leader(game, s)
    step(game, P2, "counter", Action("counter_event", mellow))
    step(game, P2, "select", Action("select_done"))
    assert power(st, leader) == 5000
    assert st.hand[P2] == [top]
