"""ST02-005 Killer (Character): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import FRANKY, KAROO, KILLER, VIVI


def test_st02_005_killer_on_play_kos_a_cheap_rested_character():
    s = Scenario(turn=3)
    killer, killer2 = s.p1.hand(KILLER, KILLER)
    s.p1.don(active=6)
    karoo = s.p2.character(KAROO, rested=True)          # rested, cost 1: allowed
    franky = s.p2.character(FRANKY, rested=True)        # cost 4: too expensive
    vivi = s.p2.character(VIVI)                         # active: not allowed
    game = s.build()
    st = game.state

    game.apply(Action("play", killer))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[1]
    assert franky in st.chars[1] and vivi in st.chars[1]

    # No target left: the second Killer's effect has nothing to choose.
    game.apply(Action("play", killer2))
    back_to_main(game)
    assert franky in st.chars[1] and vivi in st.chars[1]


def test_st02_005_killer_on_play_up_to_none():
    s = Scenario(turn=3)
    killer = s.p1.hand(KILLER)[0]
    s.p1.don(active=3)
    karoo = s.p2.character(KAROO, rested=True)
    game = s.build()

    game.apply(Action("play", killer))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert karoo in game.state.chars[1]


def test_st02_005_killer_trigger_plays_it_and_its_on_play_resolves():
    s = Scenario(turn=3)
    killer = s.p2.life(KILLER)[0]
    karoo = s.p1.character(KAROO, rested=True)
    franky = s.p1.character(FRANKY, rested=True)
    vivi = s.p1.character(VIVI)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    assert killer in st.chars[1]
    expect_decision(game, 1, "select")                  # its [On Play]
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[0]
    assert franky in st.chars[0] and vivi in st.chars[0]
    assert killer in st.chars[1] and killer not in st.trash[1]
    assert st.life[1] == []
