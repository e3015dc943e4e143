"""ST03-013 Boa Hancock (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import BUGGY, HANCOCK, WEEVIL


def test_st03_013_boa_hancock_blocker_takes_the_attack():
    s = Scenario(turn=3)
    attacker = s.p1.character(BUGGY)                  # 3000
    hancock = s.p2.character(HANCOCK)                 # 1000
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    step(game, P2, "block", Action("block", hancock))
    expect_decision(game, P1, "main")
    assert hancock in st.trash[P2] and len(st.life[P2]) == 1


def test_st03_013_boa_hancock_trigger_plays_it():
    s = Scenario(turn=3)
    hancock, = s.p2.life(HANCOCK)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert hancock in st.chars[P2] and hancock not in st.trash[P2]
    assert not st.rested[hancock]
    expect_decision(game, P1, "main")
    # Played on the field, it now blocks the next attack.
    s2 = Scenario(turn=3)
    attacker = s2.p1.character(BUGGY)
    h2, = s2.p2.life(HANCOCK)
    g2 = s2.build()
    step(g2, P1, "main", Action("attack", s2.p1.leader_id, s2.p2.leader_id))
    step(g2, P2, "trigger", Action("use_trigger"))
    step(g2, P1, "main", Action("attack", attacker, s2.p2.leader_id))
    expect_decision(g2, P2, "block")
    assert Action("block", h2) in g2.legal_actions()
