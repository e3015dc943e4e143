"""OP13-035 Bepo (Character, cost 5, 7000): [End of Your Turn] set this
Character or up to 1 of your DON!! cards as active (a choice of one)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1

BEPO = "OP13-035"


def _end_turn(option: int):
    s = Scenario(turn=3)
    bepo = s.p1.character(BEPO, rested=True)
    s.p1.don(rested=2)
    game = s.build()
    game.apply(Action("end_phase"))
    expect_decision(game, P1, "choose_number")           # 0: this Character, 1: a DON!!
    game.apply(Action("number", -1, option))
    return game, bepo


def test_op13_035_sets_itself_active():
    game, bepo = _end_turn(0)
    st = game.state
    assert not st.rested[bepo] and st.don_active[P1] == 0


def test_op13_035_or_sets_a_don_active():
    game, bepo = _end_turn(1)
    expect_decision(game, P1, "choose_number")           # up to 1: 0 or 1
    game.apply(Action("number", -1, 1))
    st = game.state
    assert st.rested[bepo] and st.don_active[P1] == 1 and st.don_rested[P1] == 1
