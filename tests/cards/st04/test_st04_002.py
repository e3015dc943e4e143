"""ST04-002 Ulti (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable, step
from .numbers import DRAKE, PAGE_ONE

ULTI = "ST04-002"         # cost 4


def test_st04_002_ulti_don_minus_1_plays_page_one_from_hand():
    pricey_page_one = custom_card("TEST-P1", "Page One", "Character", cost=5, power=7000)
    s = Scenario(turn=3)
    ulti, page_one, drake, big = s.p1.hand(ULTI, PAGE_ONE, DRAKE, pricey_page_one)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("accept"))
    # The 4 DON!! rested to play Ulti are the only ones: one goes back.
    assert st.don_rested[P1] == 3 and st.don_deck[P1] == 7
    expect_decision(game, P1, "select")
    assert selectable(game) == {page_one}             # not X.Drake nor a cost 5
    game.apply(Action("select", page_one))
    assert page_one in st.chars[P1] and ulti in st.chars[P1]
    assert drake in st.hand[P1] and big in st.hand[P1]
    assert st.don_rested[P1] == 3                      # Page One cost nothing
    expect_decision(game, P1, "main")


def test_st04_002_ulti_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    ulti, page_one = s.p1.hand(ULTI, PAGE_ONE)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("decline"))
    expect_decision(game, P1, "main")
    assert page_one in st.hand[P1] and st.don_rested[P1] == 4 and st.don_deck[P1] == 6

    s = Scenario(turn=3)
    ulti, page_one = s.p1.hand(ULTI, PAGE_ONE)
    s.p1.don(active=4)
    game = s.build()
    st = game.state
    game.apply(Action("play", ulti))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert page_one in st.hand[P1] and st.don_deck[P1] == 7
