"""ST04-015 Brachio Bomber (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, attack_leader_with_leader, selectable, step
from .numbers import DOFLAMINGO, KING

BRACHIO = "ST04-015"      # Event, cost 6


def test_st04_015_brachio_bomber_main_kos_cost_6_or_less_then_adds_an_active_don():
    s = Scenario(turn=3)
    bomber, = s.p1.hand(BRACHIO)
    s.p1.don(active=6)
    six = s.p2.character(KING)
    seven = s.p2.character(DOFLAMINGO)
    game = s.build()
    st = game.state
    game.apply(Action("play", bomber))
    expect_decision(game, P1, "select")
    assert selectable(game) == {six}
    game.apply(Action("select", six))
    assert six in st.trash[P2] and seven in st.chars[P2]
    step(game, P1, "choose_number", Action("number", -1, 1))
    assert st.don_active[P1] == 1 and st.don_deck[P1] == 3
    assert bomber in st.trash[P1]
    expect_decision(game, P1, "main")


def test_st04_015_brachio_bomber_main_may_ko_nothing_and_add_no_don():
    s = Scenario(turn=3)
    bomber, = s.p1.hand(BRACHIO)
    s.p1.don(active=6)
    six = s.p2.character(KING)
    game = s.build()
    game.apply(Action("play", bomber))
    step(game, P1, "select", Action("select_done"))
    step(game, P1, "choose_number", Action("number", -1, 0))
    assert six in game.state.chars[P2] and game.state.don_deck[P1] == 4


def test_st04_015_brachio_bomber_trigger_adds_an_active_don_only():
    s = Scenario(turn=3)
    p1_six = s.p1.character(KING)
    bomber, = s.p2.life(BRACHIO)
    game = s.build()
    st = game.state
    attack_leader_with_leader(game, s)
    step(game, P2, "trigger", Action("use_trigger"))
    expect_decision(game, P2, "choose_number")         # no K.O. choice first
    game.apply(Action("number", -1, 1))
    assert st.don_active[P2] == 1 and st.don_deck[P2] == 9
    assert p1_six in st.chars[P1]
    expect_decision(game, P1, "main")
    assert bomber in st.trash[P2]
