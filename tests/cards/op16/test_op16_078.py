"""OP16-078 Marineford (Stage): "[On Play] Look at 5 cards from the top of
your deck; reveal up to 1 {Navy} type card and add it to your hand. Then,
place the rest at the bottom of your deck in any order." and "[Activate:
Main] DON!! −1, You may rest this Stage: Draw 1 card and trash 1 card from
your hand."."""

from optcg import Action
from optcg.testing import expect

from ..common import activations
from ..common_play import P1, PLAIN, check_search_to_bottom, on_field, pay_don, pick, play_from_hand
from .admirals import NAVY

MARINEFORD = "OP16-078"


def test_op16_078_on_play_adds_a_navy_card():
    b = play_from_hand(MARINEFORD, deck=[PLAIN, PLAIN, PLAIN, NAVY, PLAIN, PLAIN])
    check_search_to_bottom(b, 3, 5)


def test_op16_078_pays_a_don_and_rests_to_draw_and_trash():
    b = on_field(PLAIN, stage=MARINEFORD, active=1, deck=[PLAIN, PLAIN])
    g = b.game
    stage, = g.state.stage[P1]
    g.apply(Action("activate", stage, 1))
    pay_don(g, 1)
    pick(g, b.deck[0])
    expect(g, "main", P1)
    st = g.state
    assert st.rested[stage] and b.deck[0] in st.trash[P1] and st.don_deck[P1] == 10
    assert activations(g, stage) == []


def test_op16_078_cannot_be_activated_without_a_don():
    b = on_field(PLAIN, stage=MARINEFORD)
    stage, = b.game.state.stage[P1]
    assert activations(b.game, stage) == []
