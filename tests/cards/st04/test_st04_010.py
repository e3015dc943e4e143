"""ST04-010 Who's.Who (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, selectable, step
from .numbers import DRAKE, PAGE_ONE

WHOS_WHO = "ST04-010"     # cost 3, [Trigger]


def test_st04_010_whos_who_don_minus_1_kos_cost_3_or_less():
    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    four = s.p2.character(PAGE_ONE)
    game = s.build()
    st = game.state
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("accept"))
    expect_decision(game, P1, "select")
    assert selectable(game) == {three}
    game.apply(Action("select", three))
    assert three in st.trash[P2] and four in st.chars[P2] and st.don_deck[P1] == 8


def test_st04_010_whos_who_cost_declined_or_nothing_chosen():
    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    game = s.build()
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("decline"))
    assert three in game.state.chars[P2] and game.state.don_deck[P1] == 7

    s = Scenario(turn=3)
    whos, = s.p1.hand(WHOS_WHO)
    s.p1.don(active=3)
    three = s.p2.character(DRAKE)
    game = s.build()
    game.apply(Action("play", whos))
    step(game, P1, "confirm", Action("accept"))
    step(game, P1, "select", Action("select_done"))
    assert three in game.state.chars[P2] and game.state.don_deck[P1] == 8


def test_st04_010_whos_who_trigger_plays_it_and_its_on_play_can_ko():
    s = Scenario(turn=3)
    three = s.p1.character(DRAKE)
    whos, = s.p2.life(WHOS_WHO)
    s.p2.don(active=1)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    assert whos in st.chars[P2] and whos not in st.trash[P2]
    step(game, P2, "confirm", Action("accept"))
    assert st.don_active[P2] == 0 and st.don_deck[P2] == 10
    step(game, P2, "select", Action("select", three))
    assert three in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st04_010_whos_who_trigger_with_no_don_cannot_pay_its_on_play():
    s = Scenario(turn=3)
    three = s.p1.character(DRAKE)
    whos, = s.p2.life(WHOS_WHO)
    game = s.build()                                  # P2 has no DON!! at all
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P1, "main")                 # no confirm: cannot pay
    assert whos in st.chars[P2] and three in st.chars[P1]
