"""OP14-071 Pica (Character): "[End of Your Turn] If your Leader has the
{Donquixote Pirates} type, add up to 1 DON!! card from your DON!! deck and
set it as active."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, choose_number, on_field
from .donquixote import DQ_LEADER

PICA = "OP14-071"


def test_op14_071_end_of_turn_adds_an_active_don_with_a_donquixote_leader():
    b = on_field(PICA, leader=DQ_LEADER, rested=3)
    b.game.apply(Action("end_phase"))
    choose_number(b.game, 1)
    expect(b.game, "main", P2)
    assert b.game.state.don_active[P1] == 1 and b.game.state.don_deck[P1] == 6


def test_op14_071_not_with_another_leader():
    b = on_field(PICA, rested=3)
    b.game.apply(Action("end_phase"))
    expect(b.game, "main", P2)
    assert b.game.state.don_active[P1] == 0 and b.game.state.don_deck[P1] == 7
