"""ST03-008 Trafalgar Law (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader
from .numbers import WEEVIL

LAW = "ST03-008"          # cost 1, [Blocker]


def test_st03_008_trafalgar_law_blocker_takes_the_attack():
    s = Scenario(turn=3)
    law = s.p2.character(LAW)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    assert card_def(LAW).abilities == ()
    attack_leader_with_leader(game, s)
    expect_decision(game, P2, "block")
    assert Action("block", law) in game.legal_actions()
    game.apply(Action("block", law))
    # Law (1000) loses to the 5000 Leader; P2's Life is untouched.
    expect_decision(game, P1, "main")
    assert law in st.trash[P2]
    assert len(st.life[P2]) == 1
