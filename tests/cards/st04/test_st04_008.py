"""ST04-008 Jack (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, selectable, step
from .numbers import DRAKE, GINRUMMY

JACK = "ST04-008"         # cost 3


def test_st04_008_jack_trashes_a_card_to_add_an_active_don():
    s = Scenario(turn=3)
    jack, a, b = s.p1.hand(JACK, DRAKE, GINRUMMY)
    s.p1.don(active=3)
    game = s.build()
    st = game.state
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("accept"))
    expect_decision(game, P1, "select")                # which card pays the cost
    assert selectable(game) == {a, b}
    game.apply(Action("select", b))
    assert b in st.trash[P1] and st.hand[P1] == [a]
    expect_decision(game, P1, "choose_number")
    game.apply(Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 3 and st.don_deck[P1] == 6
    expect_decision(game, P1, "main")


def test_st04_008_jack_cost_declined_unpayable_or_empty_don_deck():
    # Declined: nothing trashed, no DON!!.
    s = Scenario(turn=3)
    jack, a = s.p1.hand(JACK, DRAKE)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("decline"))
    assert game.state.hand[P1] == [a] and game.state.don_deck[P1] == 7

    # No other card in hand: the cost cannot be paid, nothing is asked.
    s = Scenario(turn=3)
    jack, = s.p1.hand(JACK)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    expect_decision(game, P1, "main")
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 7

    # One card in hand pays the cost by itself; "up to 1" DON!!: choose 0.
    s = Scenario(turn=3)
    jack, a = s.p1.hand(JACK, DRAKE)
    s.p1.don(active=3)
    game = s.build()
    game.apply(Action("play", jack))
    step(game, P1, "confirm", Action("accept"))
    assert a in game.state.trash[P1]
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert game.state.don_active[P1] == 0 and game.state.don_deck[P1] == 7
