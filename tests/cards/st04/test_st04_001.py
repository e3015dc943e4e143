"""ST04-001 Kaido (Leader): its effects played in scenarios through the decision
API, with the cases where a condition, a cost or an "up to" choice does not
apply.
"""

from __future__ import annotations

from __future__ import annotations

import optcg
from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, step
from .numbers import BUGGY, KAIDO_LEADER, PACIFISTA


def test_st04_001_kaido_leader_trashes_a_life_card_for_don_minus_7_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER, don=1)
    s.p1.don(active=8, rested=1)                      # all 10 DON!! on the field
    top, bottom = s.p2.life(BUGGY, PACIFISTA)
    game = s.build()
    st = game.state
    assert Action("activate", leader, 0) in game.legal_actions()
    game.apply(Action("activate", leader, 0))
    step(game, P1, "return_don", Action("return_don", leader))   # the given one
    step(game, P1, "return_don", Action("return_don", -1, 0))    # the rested one
    # 5 more come from the active DON!!, the only source left.
    assert st.don_deck[P1] == 7 and st.don_active[P1] == 3
    assert st.don[leader] == 0 and st.don_rested[P1] == 0
    expect_decision(game, P1, "choose_number")
    assert set(game.legal_actions()) == {Action("number", -1, 0), Action("number", -1, 1)}
    game.apply(Action("number", -1, 1))
    assert top in st.trash[P2] and st.life[P2] == [bottom]
    expect_decision(game, P1, "main")
    # [Once Per Turn]: no ST-04 card can bring 7 DON!! back this turn, so
    # the saved game is edited to put them back on the field: even then the
    # effect is not offered a second time.
    data = game.to_json()
    data["state"]["don_deck"][P1] -= 7
    data["state"]["don_active"][P1] += 7
    again = optcg.load_game(data)
    expect_decision(again, P1, "main")
    assert again.state.don_active[P1] == 10
    assert Action("activate", leader, 0) not in again.legal_actions()


def test_st04_001_kaido_leader_needs_7_don_and_may_trash_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER, don=2)
    s.p1.don(active=3, rested=1)                      # 6 DON!! on the field
    s.p2.life(BUGGY)
    game = s.build()
    assert Action("activate", leader, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    leader = s.p1.leader(KAIDO_LEADER)
    s.p1.don(active=7)
    life = s.p2.life(BUGGY, BUGGY)
    game = s.build()
    st = game.state
    game.apply(Action("activate", leader, 0))
    assert st.don_active[P1] == 0 and st.don_deck[P1] == 10    # paid anyway
    step(game, P1, "choose_number", Action("number", -1, 0))   # "up to": none
    assert st.life[P2] == list(reversed(life))
    expect_decision(game, P1, "main")
