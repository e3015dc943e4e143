"""OP14-068 Trebol (Character): "[Opponent's Turn] [Once Per Turn] When a
DON!! card on your field is returned to your DON!! deck, if your Leader has
the {Donquixote Pirates} type, add up to 1 DON!! card from your DON!! deck
and rest it."  A DON!! is returned here by OP14-061 Vergo's replacement."""

from optcg import Action
from optcg.testing import custom_card, expect

from ..common_play import P1, P2, accept, choose_number, koed_by_opponent, on_field, pay_don
from .donquixote import DQ_LEADER

TREBOL = "OP14-068"
VERGO = "OP14-061"


def test_op14_068_adds_a_rested_don_when_a_don_is_returned_in_the_opponents_turn():
    b = koed_by_opponent(VERGO, leader=DQ_LEADER, chars=[TREBOL], active=2)
    g = b.game
    accept(g)
    pay_don(g, 1)
    choose_number(g, 1)                                  # Trebol
    expect(g, "main", P2)
    st = g.state
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 1 and st.don_deck[P1] == 8


def test_op14_068_not_without_a_donquixote_leader():
    b = koed_by_opponent(VERGO, chars=[TREBOL], active=2)
    g = b.game
    accept(g)
    pay_don(g, 1)
    expect(g, "main", P2)
    assert g.state.don_rested[P1] == 0 and g.state.don_deck[P1] == 9


def test_op14_068_not_in_your_own_turn():
    b = on_field(VERGO, leader=DQ_LEADER, chars=[TREBOL], active=2,
                 theirs=[custom_card("T-P", "P", cost=1, power=1000)])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    accept(g)                                            # Vergo's DON!! −1
    pay_don(g, 1)
    expect(g, "select", P1)
    assert g.state.don_rested[P1] == 0 and g.state.don_deck[P1] == 9
