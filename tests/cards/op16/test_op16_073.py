"""OP16-073 Borsalino (Character): "[On Play] Add up to 1 DON!! card from your
DON!! deck and set it as active, and add up to 1 additional DON!! card and
rest it." and "[End of Your Turn] DON!! −2: Set this Character as active.
Then, this Character gains [Blocker] until the end of your opponent's next
End Phase."."""

from optcg import Action
from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import expect

from ..common_play import P1, P2, accept, choose_number, decline, on_field, pay_don, play_from_hand

BORSALINO = "OP16-073"


def test_op16_073_on_play_adds_an_active_and_a_rested_don():
    b = play_from_hand(BORSALINO, active=7)
    g = b.game
    choose_number(g, 1)                                # the active one
    choose_number(g, 1)                                # the rested one
    expect(g, "main", P1)
    st = g.state
    assert st.don_active[P1] == 1 and st.don_rested[P1] == 8 and st.don_deck[P1] == 1


def test_op16_073_end_of_turn_pays_2_don_to_stand_up_with_blocker():
    b = on_field(BORSALINO, rested=2, card_rested=True)
    g = b.game
    g.apply(Action("end_phase"))
    accept(g)
    pay_don(g, 2)
    expect(g, "main", P2)
    st = g.state
    assert not st.rested[b.card] and has_keyword(st, b.card, BLOCKER)


def test_op16_073_end_of_turn_declined_stays_rested_without_blocker():
    b = on_field(BORSALINO, rested=2, card_rested=True)
    g = b.game
    g.apply(Action("end_phase"))
    decline(g)
    expect(g, "main", P2)
    assert g.state.rested[b.card] and not has_keyword(g.state, b.card, BLOCKER)
