"""ST03-007 Sentomaru (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from __future__ import annotations

from __future__ import annotations

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable, step
from .numbers import PACIFISTA, WEEVIL

SENTOMARU = "ST03-007"


def test_st03_007_sentomaru_rests_2_don_to_play_pacifista_from_deck_once_per_turn():
    big_pacifista = custom_card("TEST-PAC", "Pacifista", "Character", cost=5, power=7000)
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=4)
    weevil, pac1, big, pac2 = s.p1.deck(WEEVIL, PACIFISTA, big_pacifista, PACIFISTA)
    game = s.build()
    st = game.state
    game.apply(Action("activate", sento, 0))
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 2     # ② paid
    expect_decision(game, P1, "select")
    # Only cards named Pacifista with a cost of 4 or less; the deck being a
    # secret area, choosing none is allowed too (CR 8-4-4-2).
    assert selectable(game) == {pac1, pac2}
    assert Action("select_done") in game.legal_actions()
    game.apply(Action("select", pac2))
    assert pac2 in st.chars[P1] and not st.rested[pac2]
    assert sorted(st.deck[P1]) == sorted([weevil, pac1, big])   # shuffled, rest kept
    expect_decision(game, P1, "main")
    # 2 active DON!! remain and the DON!! is still given, but only once per turn.
    assert Action("activate", sento, 0) not in game.legal_actions()


def test_st03_007_sentomaru_needs_a_given_don_and_2_active_don():
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU)                 # no DON!! given
    s.p1.don(active=4)
    s.p1.deck(PACIFISTA)
    game = s.build()
    assert Action("activate", sento, 0) not in game.legal_actions()

    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=1, rested=3)                      # ② cannot be paid
    s.p1.deck(PACIFISTA)
    game = s.build()
    assert Action("activate", sento, 0) not in game.legal_actions()


def test_st03_007_sentomaru_may_play_nothing_and_still_shuffles():
    s = Scenario(turn=3)
    sento = s.p1.character(SENTOMARU, don=1)
    s.p1.don(active=2)
    deck = s.p1.deck(PACIFISTA, WEEVIL)
    game = s.build()
    game.apply(Action("activate", sento, 0))
    step(game, P1, "select", Action("select_done"))
    st = game.state
    assert sorted(st.deck[P1]) == sorted(deck)
    assert st.chars[P1] == [sento]
    assert st.don_rested[P1] == 2
