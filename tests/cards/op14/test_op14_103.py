"""OP14-103 Gloriosa (Grandma Nyon) (Character): "[On Play] You may add 1
card from the top or bottom of your Life cards to your hand: Add up to 1 card
from your hand to the top of your Life cards." and "[Trigger] Play this
card."."""

from optcg import Action
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, accept, decline, pick, play_from_hand, trigger_from_life

NYON = "OP14-103"


def test_op14_103_on_play_takes_the_bottom_life_card_and_puts_a_hand_card_on_top():
    b = play_from_hand(NYON, hand=[PLAIN], life=[PLAIN, PLAIN])
    g = b.game
    accept(g)
    expect(g, "select", P1)
    g.apply(Action("number", -1, 1))                   # the bottom Life card
    pick(g, b.hand[0])
    expect(g, "main", P1)
    st = g.state
    assert st.life[P1] == [b.life[0], b.hand[0]]       # bottom first: the hand card on top
    assert st.hand[P1] == [b.life[1]]


def test_op14_103_on_play_declined_changes_nothing():
    b = play_from_hand(NYON, hand=[PLAIN], life=[PLAIN, PLAIN])
    decline(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.life[P1] == [b.life[1], b.life[0]]
    assert b.game.state.hand[P1] == [b.hand[0]]


def test_op14_103_trigger_plays_it():
    b = trigger_from_life(NYON)
    expect(b.game, "main", P2)                         # its [On Play] has no Life card to take
    assert b.card in b.game.state.chars[P1]
