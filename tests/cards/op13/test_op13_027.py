"""OP13-027 Sanji (Character): "[On Play] Set up to 2 of your DON!! cards as
active." and "[End of Your Turn] If your Leader has the {FILM} or {Straw Hat
Crew} type, set up to 1 of your DON!! cards as active."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, choose_number, on_field, play_from_hand

SANJI = "OP13-027"
KID = "ST02-001"          # a Leader of neither type


def test_op13_027_on_play_sets_2_don_active():
    b = play_from_hand(SANJI, active=5, rested=2)
    g = b.game
    choose_number(g, 2)
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 5


def _end_of_turn(leader):
    b = on_field(SANJI, leader=leader, rested=3)
    b.game.apply(Action("end_phase"))
    return b.game


def test_op13_027_end_of_turn_with_a_straw_hat_leader_sets_1_don_active():
    g = _end_of_turn("ST01-001")
    choose_number(g, 1)
    expect(g, "main", P2)
    assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 2


def test_op13_027_end_of_turn_not_with_another_leader():
    g = _end_of_turn(KID)
    expect(g, "main", P2)
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 3
