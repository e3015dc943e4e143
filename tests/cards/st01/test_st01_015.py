"""ST01-015 Gum-Gum Jet Pistol (Event): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import FRANKY, KAROO, KID

JET_PISTOL = "ST01-015"


def test_st01_015_jet_pistol_kos_a_character_of_6000_or_less():
    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=4)
    franky = s.p2.character(FRANKY)                     # 6000: allowed
    kid = s.p2.character(KID)                           # 7000: too strong
    game = s.build()
    st = game.state

    game.apply(Action("play", jp))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", franky), Action("select_done")}
    game.apply(Action("select", franky))
    back_to_main(game)
    assert franky in st.trash[1] and kid in st.chars[1]
    assert jp in st.trash[0]
    assert st.don_rested[0] == 4 and st.don_active[0] == 0


def test_st01_015_jet_pistol_needs_four_don_and_may_ko_nothing():
    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=3)
    s.p2.character(FRANKY)
    game = s.build()
    assert Action("play", jp) not in opts(game)

    s = Scenario(turn=3)
    jp = s.p1.hand(JET_PISTOL)[0]
    s.p1.don(active=4)
    franky = s.p2.character(FRANKY)
    game = s.build()
    game.apply(Action("play", jp))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert franky in game.state.chars[1] and jp in game.state.trash[0]


def test_st01_015_jet_pistol_trigger_activates_its_main_effect():
    s = Scenario(turn=3)
    jp = s.p2.life(JET_PISTOL)[0]
    strong = s.p1.character(FRANKY, don=1)              # 7000 on P1's turn
    karoo = s.p1.character(KAROO)
    game = s.build()
    st = game.state

    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(game, 1, "trigger")
    game.apply(Action("use_trigger"))
    expect_decision(game, 1, "select")
    assert opts(game) == {Action("select", karoo), Action("select_done")}
    game.apply(Action("select", karoo))
    back_to_main(game)
    assert karoo in st.trash[0] and strong in st.chars[0]
    assert jp in st.trash[1] and st.life[1] == []
