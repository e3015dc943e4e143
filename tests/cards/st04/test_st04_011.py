"""ST04-011 Black Maria (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, step
from .numbers import BUGGY

BLACK_MARIA = "ST04-011"  # cost 2, [Blocker], 2000


def test_st04_011_black_maria_blocker_takes_the_attack():
    s = Scenario(turn=3)
    attacker = s.p1.character(BUGGY)                  # 3000
    maria = s.p2.character(BLACK_MARIA)               # 2000
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    assert card_def(BLACK_MARIA).abilities == ()
    step(game, P1, "main", Action("attack", attacker, s.p2.leader_id))
    expect_decision(game, P2, "block")
    game.apply(Action("block", maria))
    expect_decision(game, P1, "main")
    assert maria in st.trash[P2] and len(st.life[P2]) == 1
