"""ST04-014 Lead Performer "Disaster" (Event): its effects played in scenarios
through the decision API, with the cases where a condition, a cost or an "up
to" choice does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, step
from .numbers import DRAKE, GINRUMMY

DISASTER = "ST04-014"     # Event, cost 4


def test_st04_014_lead_performer_disaster_main_draws_1_and_adds_an_active_don():
    s = Scenario(turn=3)
    disaster, = s.p1.hand(DISASTER)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", disaster))
    assert disaster in st.trash[P1] and st.hand[P1] == [top]
    step(game, P1, "choose_number", Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 4 and st.don_deck[P1] == 5
    expect_decision(game, P1, "main")


def test_st04_014_lead_performer_disaster_may_add_no_don():
    s = Scenario(turn=3)
    disaster, = s.p1.hand(DISASTER)
    top, _ = s.p1.deck(DRAKE, GINRUMMY)
    s.p1.don(active=4)
    game = s.build()
    game.apply(Action("play", disaster))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert game.state.hand[P1] == [top] and game.state.don_deck[P1] == 6


def test_st04_014_lead_performer_disaster_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    disaster, = s.p2.life(DISASTER)
    top, _ = s.p2.deck(DRAKE, GINRUMMY)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert st.hand[P2] == [top]
    step(game, P2, "choose_number", Action("number", -1, 1))
    assert st.don_active[P2] == 1 and st.don_deck[P2] == 9
    expect_decision(game, P1, "main")
    assert disaster in st.trash[P2]
