"""OP16-108 Shiryu (Character): "[On Play] You may trash 1 card from your
hand: Add up to 1 {Blackbeard Pirates} type card with a cost of 6 or less
from your trash to the top of your Life cards face-up." and "[Trigger] Draw
2 cards."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, accept, decline, pick, play_from_hand, trigger_from_life
from .blackbeard import BB_2, BB_7

SHIRYU = "OP16-108"


def test_op16_108_trashes_a_card_to_add_a_blackbeard_card_to_life_face_up():
    b = play_from_hand(SHIRYU, hand=[PLAIN], trash=[BB_2, BB_7], life=[PLAIN])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}
    pick(g, b.trash[0])
    expect(g, "main", P1)
    st = g.state
    assert st.life[P1][-1] == b.trash[0] and st.face_up[b.trash[0]]


def test_op16_108_declined_nothing():
    b = play_from_hand(SHIRYU, hand=[PLAIN], trash=[BB_2], life=[PLAIN])
    decline(b.game)
    assert len(b.game.state.life[P1]) == 1


def test_op16_108_trigger_draws_2():
    b = trigger_from_life(SHIRYU, deck=[PLAIN] * 3)
    expect(b.game, "main", P2)
    assert b.game.state.hand[P1] == b.deck[:2]
