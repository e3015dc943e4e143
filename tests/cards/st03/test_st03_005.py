"""ST03-005 Dracule Mihawk (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, step
from .numbers import BUGGY, JINBE, MIHAWK, PACIFISTA, WEEVIL


def test_st03_005_dracule_mihawk_with_don_draws_2_then_trashes_2_when_attacking():
    s = Scenario(turn=3)
    mihawk = s.p1.character(MIHAWK, don=1)
    kept, = s.p1.hand(WEEVIL)
    a, b, c = s.p1.deck(JINBE, BUGGY, PACIFISTA)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", mihawk, s.p2.leader_id))
    expect_decision(game, P1, "select")
    assert st.hand[P1] == [kept, a, b]                # drew the top 2
    assert Action("select_done") not in game.legal_actions()   # exactly 2
    game.apply(Action("select", kept))
    expect_decision(game, P1, "select")
    game.apply(Action("select", b))
    assert st.hand[P1] == [a]
    assert kept in st.trash[P1] and b in st.trash[P1]
    assert st.deck[P1] == [c]
    # Mihawk (5000 + 1000 for its DON!!) hits the Leader.
    expect_decision(game, P1, "main")
    assert st.life[P2] == [] and len(st.hand[P2]) == 1


def test_st03_005_dracule_mihawk_without_don_does_nothing_when_attacking():
    s = Scenario(turn=3)
    mihawk = s.p1.character(MIHAWK)
    kept, = s.p1.hand(WEEVIL)
    s.p1.deck(JINBE, BUGGY, PACIFISTA)
    s.p2.life(WEEVIL)
    game = s.build()
    st = game.state
    step(game, P1, "main", Action("attack", mihawk, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert st.hand[P1] == [kept] and len(st.deck[P1]) == 3 and st.trash[P1] == []
