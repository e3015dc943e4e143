"""OP16-102 Avalo Pizarro (Character): "[On K.O.] Draw 1 card, then play up
to 1 [Fullalead] from your hand or trash." and "[Trigger] Activate this
card's [On K.O.] effect."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, trigger_from_life
from .blackbeard import FULLALEAD

PIZARRO = "OP16-102"


def test_op16_102_on_ko_draws_and_plays_fullalead_from_the_trash():
    b = koed_by_opponent(PIZARRO, trash=[FULLALEAD], deck=[PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}
    pick(g, b.trash[0])
    expect(g, "main", P2)
    st = g.state
    assert st.stage[P1] == [b.trash[0]] and st.hand[P1] == [b.deck[0]]


def test_op16_102_trigger_draws_and_plays_fullalead_from_the_hand():
    b = trigger_from_life(PIZARRO, hand=[FULLALEAD], deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.hand[0])
    expect(g, "main", P2)
    assert g.state.stage[P1] == [b.hand[0]] and b.deck[0] in g.state.hand[P1]


def test_op16_102_no_fullalead_only_draws():
    b = koed_by_opponent(PIZARRO, trash=[PLAIN], deck=[PLAIN, PLAIN])
    expect(b.game, "main", P2)
    assert b.game.state.stage[P1] == [] and b.game.state.hand[P1] == [b.deck[0]]
