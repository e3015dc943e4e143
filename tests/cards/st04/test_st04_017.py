"""ST04-017 Onigashima Island (Stage): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, step
from .numbers import KAIDO_LEADER

ONIGASHIMA = "ST04-017"   # Stage, cost 3


def test_st04_017_onigashima_island_rests_to_add_a_rested_don_with_animal_kingdom_leader():
    s = Scenario(turn=3)
    s.p1.leader(KAIDO_LEADER)
    stage = s.p1.stage(ONIGASHIMA)
    s.p1.don(active=1)
    game = s.build()
    st = game.state
    game.apply(Action("activate", stage, 0))
    assert st.rested[stage]
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert st.don_rested[P1] == 1 and st.don_active[P1] == 1 and st.don_deck[P1] == 8
    expect_decision(game, P1, "main")
    # Rested, the Stage cannot pay its cost again.
    assert Action("activate", stage, 0) not in game.legal_actions()


def test_st04_017_onigashima_island_adds_nothing_without_animal_kingdom_leader():
    s = Scenario(turn=3)
    s.p1.leader("ST03-001")                           # Seven Warlords / Baroque Works
    stage = s.p1.stage(ONIGASHIMA)
    game = s.build()
    st = game.state
    game.apply(Action("activate", stage, 0))
    expect_decision(game, P1, "main")
    assert st.rested[stage] and st.don_deck[P1] == 10 and st.don_rested[P1] == 0


def test_st04_017_onigashima_island_plays_for_3_and_may_add_no_don():
    s = Scenario(turn=3)
    s.p1.leader(KAIDO_LEADER)
    stage, = s.p1.hand(ONIGASHIMA)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", stage))
    assert st.stage[P1] == [stage] and st.don_rested[P1] == 3
    game.apply(Action("activate", stage, 0))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert st.rested[stage] and st.don_deck[P1] == 7
