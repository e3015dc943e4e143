"""ST03-001 Crocodile (Leader): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, selectable, step
from .numbers import CROCODILE, JINBE

KING = "ST04-004"         # cost 6


def test_st03_001_crocodile_leader_returns_a_character_for_don_minus_4_once_per_turn():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001", don=2)
    s.p1.don(active=7, rested=1)                      # 10 DON!! on the field
    five = s.p2.character(CROCODILE)                  # cost 5: may go back
    six = s.p2.character(KING)                        # cost 6: may not
    mine = s.p1.character(JINBE)                      # own cost 2: may go back
    game = s.build()
    st = game.state
    expect_decision(game, P1, "main")
    assert Action("activate", leader, 0) in game.legal_actions()
    game.apply(Action("activate", leader, 0))
    # DON!! -4: the player picks each DON!! among rested, active and given.
    step(game, P1, "return_don", Action("return_don", -1, 0))    # the rested one
    step(game, P1, "return_don", Action("return_don", leader))   # one given
    step(game, P1, "return_don", Action("return_don", leader))   # the other given
    # Only active DON!! are left: the 4th is taken from them without asking.
    assert st.don_deck[P1] == 4
    assert st.don_rested[P1] == 0 and st.don[leader] == 0 and st.don_active[P1] == 6
    expect_decision(game, P1, "select")
    assert selectable(game) == {five, mine}
    assert Action("select_done") in game.legal_actions()
    game.apply(Action("select", five))
    assert five in st.hand[P2] and five not in st.chars[P2]
    assert six in st.chars[P2] and mine in st.chars[P1]
    # 6 DON!! are still on the field, but [Once Per Turn] stops a second use.
    expect_decision(game, P1, "main")
    assert Action("activate", leader, 0) not in game.legal_actions()


def test_st03_001_crocodile_leader_needs_4_don_and_may_return_nothing():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001", don=1)
    s.p1.don(active=1, rested=1)                      # 3 DON!! on the field
    s.p2.character(JINBE)
    game = s.build()
    assert Action("activate", leader, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    leader = s.p1.leader("ST03-001")
    s.p1.don(active=4)
    target = s.p2.character(JINBE)
    game = s.build()
    game.apply(Action("activate", leader, 0))         # one source: paid at once
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 10
    step(game, P1, "select", Action("select_done"))    # "up to": none
    assert target in game.state.chars[P2]
    expect_decision(game, P1, "main")
