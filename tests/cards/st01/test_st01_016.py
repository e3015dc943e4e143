"""ST01-016 Diable Jambe (Event): its effects played in scenarios through the
decision API, with the cases where a condition, a cost or an "up to" choice
does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import BEGE, CHOPPER, FILLER, FRANKY, KAROO, KID

DIABLE_JAMBE = "ST01-016"


def test_st01_016_diable_jambe_selected_straw_hat_cannot_be_blocked():
    s = Scenario(turn=3)
    dj = s.p1.hand(DIABLE_JAMBE)[0]
    franky = s.p1.character(FRANKY)
    karoo = s.p1.character(KAROO)                       # not Straw Hat Crew
    s.p1.don(active=1)
    bege = s.p2.character(BEGE)
    s.p2.life(FILLER, FILLER)
    game = s.build()
    st = game.state
    leader = s.p1.leader_id

    game.apply(Action("play", dj))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", leader), Action("select", franky),
                          Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert dj in st.trash[0]

    game.apply(Action("attack", franky, s.p2.leader_id))
    back_to_main(game)                                  # no block decision
    assert len(st.life[1]) == 1 and bege in st.chars[1]

    # Only the selected card is protected.
    game.apply(Action("attack", karoo, s.p2.leader_id))
    expect_decision(game, 1, "block")
    assert Action("block", bege) in opts(game)


def test_st01_016_diable_jambe_selecting_none_protects_nobody():
    s = Scenario(turn=3)
    dj = s.p1.hand(DIABLE_JAMBE)[0]
    s.p1.don(active=1)
    s.p2.character(BEGE)
    s.p2.life(FILLER)
    game = s.build()

    game.apply(Action("play", dj))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "block")


def test_st01_016_diable_jambe_trigger_kos_a_cheap_blocker():
    s = Scenario(turn=3)
    dj = s.p2.life(DIABLE_JAMBE)[0]
    chopper = s.p1.character(CHOPPER)                   # [Blocker], cost 1
    kid = s.p1.character(KID)                           # [Blocker], cost 7
    karoo = s.p1.character(KAROO)                       # cost 1, no [Blocker]
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", chopper), Action("select_done")}
    game.apply(Action("select", chopper))
    back_to_main(game)
    assert chopper in st.trash[0]
    assert kid in st.chars[0] and karoo in st.chars[0]
    assert dj in st.trash[1]
