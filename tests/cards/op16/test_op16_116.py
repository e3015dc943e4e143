"""OP16-116 Zehahahahaha! (Event, cost 8): "[Main] If you have 10 DON!! cards
on your field, play up to 1 [Marshall.D.Teach] from your hand. Then, add up
to 1 card from the top of your opponent's Life cards to the owner's hand."
and "[Trigger] Draw 2 cards and trash 1 card from your hand."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, choose_number, pick, play_from_hand, trigger_from_life
from .blackbeard import TEACH

ZEHAHA = "OP16-116"


def test_op16_116_with_10_don_plays_teach_and_takes_a_life_card():
    b = play_from_hand(ZEHAHA, hand=[TEACH], their_life=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.hand[0])
    choose_number(g, 1)
    expect(g, "main", P1)
    st = g.state
    assert b.hand[0] in st.chars[P1] and len(st.life[P2]) == 1 and len(st.hand[P2]) == 1


def test_op16_116_with_9_don_neither_teach_nor_the_then_part():
    """The "Then" belongs to the "If" (as ruled for the same shape on
    OP13-054, qa_op13.md)."""
    b = play_from_hand(ZEHAHA, hand=[TEACH], their_life=[PLAIN, PLAIN], active=9)
    g = b.game
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.hand[0]] and len(g.state.life[P2]) == 2


def test_op16_116_trigger_draws_2_and_trashes_1():
    b = trigger_from_life(ZEHAHA, deck=[PLAIN] * 3)
    g = b.game
    pick(g, b.deck[0])
    expect(g, "main", P2)
    assert g.state.hand[P1] == [b.deck[1]]
