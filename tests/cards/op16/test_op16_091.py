"""OP16-091 Nami (Character): "[On Play] If your Leader has the {Land of Wano}
type, look at 4 cards from the top of your deck; reveal up to 1 {Land of
Wano} type card other than [Nami] and add it to your hand. Then, trash the
rest."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand
from .wano import WANO_2, WANO_LEADER

NAMI = "OP16-091"


def test_op16_091_adds_a_wano_card_other_than_nami_and_trashes_the_rest():
    b = play_from_hand(NAMI, leader=WANO_LEADER, deck=[NAMI, PLAIN, WANO_2, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[2]}
    pick(g, b.deck[2])
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == [b.deck[2]] and st.deck[P1] == [b.deck[4]]


def test_op16_091_not_with_another_leader():
    b = play_from_hand(NAMI, deck=[WANO_2] * 5)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [] and len(b.game.state.deck[P1]) == 5
