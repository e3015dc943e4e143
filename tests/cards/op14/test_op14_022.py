"""OP14-022 Usopp (Character): "[End of Your Turn] If your Leader has the
{FILM} or {Straw Hat Crew} type, set up to 2 of your DON!! cards as
active."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, choose_number, on_field

USOPP = "OP14-022"


def test_op14_022_end_of_turn_with_a_straw_hat_leader_sets_2_don_active():
    b = on_field(USOPP, rested=3)
    b.game.apply(Action("end_phase"))
    choose_number(b.game, 2)
    expect(b.game, "main", P2)
    assert b.game.state.don_active[P1] == 2 and b.game.state.don_rested[P1] == 1


def test_op14_022_not_with_a_leader_of_neither_type():
    b = on_field(USOPP, leader="ST02-001", rested=3)
    b.game.apply(Action("end_phase"))
    expect(b.game, "main", P2)
    assert b.game.state.don_active[P1] == 0
