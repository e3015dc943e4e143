"""OP16-070 Donquixote Rosinante (Character): "[Blocker]" and "[On Play] You
may rest 2 of your DON!! cards: If your Leader has the {Navy} type, add up to
1 DON!! card from your DON!! deck and rest it."."""

from optcg.testing import expect

from ..common_play import P1, accept, check_blocker, choose_number, play_from_hand
from .navy import NAVY_LEADER

ROSINANTE = "OP16-070"


def test_op16_070_rests_2_don_to_add_a_rested_don_with_a_navy_leader():
    b = play_from_hand(ROSINANTE, leader=NAVY_LEADER, active=4)
    g = b.game
    accept(g)
    choose_number(g, 1)
    expect(g, "main", P1)
    st = g.state
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 5 and st.don_deck[P1] == 5


def test_op16_070_with_another_leader_only_the_cost_is_paid():
    b = play_from_hand(ROSINANTE, active=4)
    g = b.game
    accept(g)
    expect(g, "main", P1)
    assert g.state.don_rested[P1] == 4 and g.state.don_deck[P1] == 6


def test_op16_070_has_blocker():
    check_blocker(ROSINANTE)
