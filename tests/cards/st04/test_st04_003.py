"""ST04-003 Kaido (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.stats import keywords
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, legal, selectable, step
from .numbers import BUGGY, DOFLAMINGO, KING

KAIDO = "ST04-003"        # cost 9, 10000


def test_st04_003_kaido_don_minus_5_kos_cost_6_or_less_and_gains_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=10)
    six = s.p2.character(KING)
    seven = s.p2.character(DOFLAMINGO)
    s.p2.life(BUGGY)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("accept"))
    # 9 rested and 1 active DON!!: the player picks; once the active one is
    # gone only rested ones are left.
    step(game, P1, "return_don", Action("return_don", -1, 1))
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 5 and st.don_deck[P1] == 5
    expect_decision(game, P1, "select")
    assert selectable(game) == {six}
    game.apply(Action("select", six))
    assert six in st.trash[P2] and seven in st.chars[P2]
    assert keywords(st, kaido) & RUSH
    # [Rush]: Kaido attacks on the turn it is played.
    step(game, P1, "main", Action("attack", kaido, s.p2.leader_id))
    expect_decision(game, P1, "main")
    assert st.life[P2] == []


def test_st04_003_kaido_cost_declined_means_no_ko_and_no_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=10)
    six = s.p2.character(KING)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert six in st.chars[P2] and st.don_deck[P1] == 0
    assert not keywords(st, kaido) & RUSH
    assert not [a for a in legal(game, "attack") if a.card == kaido]


def test_st04_003_kaido_may_ko_nothing_but_still_gains_rush():
    s = Scenario(turn=3)
    kaido, = s.p1.hand(KAIDO)
    s.p1.don(active=9)
    six = s.p2.character(KING)
    game = s.build()
    st = game.state
    game.apply(Action("play", kaido))
    step(game, P1, "confirm", Action("accept"))        # 9 rested: paid at once
    assert st.don_rested[P1] == 4 and st.don_deck[P1] == 6
    step(game, P1, "select", Action("select_done"))
    assert six in st.chars[P2]
    assert Action("attack", kaido, s.p2.leader_id) in game.legal_actions()
