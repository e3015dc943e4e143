"""ST03-004 Gecko Moria (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable, step
from .numbers import DOFLAMINGO, MIHAWK, PACIFISTA, SABLES, WEEVIL

MORIA = "ST03-004"        # cost 4


def test_st03_004_gecko_moria_adds_a_warlord_or_thriller_bark_character_from_trash():
    thriller = custom_card("TEST-TB", "Test Zombie", "Character", cost=3,
                           types=("Thriller Bark Pirates",))
    s = Scenario(turn=3)
    moria, = s.p1.hand(MORIA)
    s.p1.don(active=4)
    mihawk, other_moria, dofla, pacifista, sables, zombie = s.p1.trash(
        MIHAWK,          # SWS Character, cost 4: yes
        MORIA,           # Gecko Moria himself: excluded by name
        DOFLAMINGO,      # SWS, cost 7: too expensive
        PACIFISTA,       # cost 4 but neither type
        SABLES,          # SWS, cost 4, but an Event
        thriller)        # Thriller Bark Pirates Character, cost 3: yes
    s.p2.trash(WEEVIL)   # the opponent's trash is not searched
    game = s.build()
    st = game.state
    game.apply(Action("play", moria))
    expect_decision(game, P1, "select")
    assert selectable(game) == {mihawk, zombie}
    game.apply(Action("select", mihawk))
    assert mihawk in st.hand[P1] and mihawk not in st.trash[P1]
    for c in (other_moria, dofla, pacifista, sables, zombie):
        assert c in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st03_004_gecko_moria_may_add_nothing():
    s = Scenario(turn=3)
    moria, = s.p1.hand(MORIA)
    s.p1.don(active=4)
    mihawk, = s.p1.trash(MIHAWK)
    game = s.build()
    game.apply(Action("play", moria))
    step(game, P1, "select", Action("select_done"))
    assert mihawk in game.state.trash[P1]
    assert game.state.hand[P1] == []
