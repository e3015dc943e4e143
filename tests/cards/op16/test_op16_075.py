"""OP16-075 Monkey.D.Garp (Character): "[On Play] If your Leader has the
{Navy} type, add up to 1 DON!! card from your DON!! deck and set it as
active, and add up to 1 additional DON!! card and rest it."."""

from optcg.testing import expect

from ..common_play import P1, choose_number, play_from_hand
from .navy import NAVY_LEADER

GARP = "OP16-075"


def test_op16_075_adds_an_active_and_a_rested_don_with_a_navy_leader():
    b = play_from_hand(GARP, leader=NAVY_LEADER, active=5)
    g = b.game
    choose_number(g, 1)                                # the active one
    choose_number(g, 1)                                # the rested one
    expect(g, "main", P1)
    st = g.state
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 6 and st.don_deck[P1] == 3


def test_op16_075_not_with_another_leader():
    b = play_from_hand(GARP, active=5)
    expect(b.game, "main", P1)
    assert b.game.state.don_deck[P1] == 5
