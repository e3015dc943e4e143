"""OP13-113 Lilith (Character): "[On Play] Look at 4 cards from the top of
your deck; reveal up to 1 card with a [Trigger] other than [Lilith] and add
it to your hand. Then, place the rest at the bottom of your deck in any
order." and "[Trigger] Activate this card's [On Play] effect."  Official
ruling qa_op13.md OP13-113: the [Trigger] does not play the card."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick, play_from_hand, trigger_from_life
from ..qa import bottom_all

LILITH = "OP13-113"
WITH_TRIGGER = "OP13-096"     # an Event with a [Trigger]


def test_op13_113_on_play_adds_a_trigger_card_other_than_lilith():
    b = play_from_hand(LILITH, deck=[LILITH, PLAIN, WITH_TRIGGER, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[2]}
    pick(g, b.deck[2])
    bottom_all(g)
    expect(g, "main", P1)
    assert g.state.hand[P1] == [b.deck[2]] and g.state.deck[P1][-1] == b.deck[4]


def test_qa_op13_113_trigger_searches_but_does_not_play_lilith():
    b = trigger_from_life(LILITH, deck=[WITH_TRIGGER, PLAIN, PLAIN, PLAIN, PLAIN])
    g = b.game
    pick(g, b.deck[0])
    bottom_all(g)
    expect(g, "main", P2)
    st = g.state
    assert b.deck[0] in st.hand[P1]
    assert b.card not in st.chars[P1] and b.card in st.trash[P1]


def test_op13_113_no_trigger_card_adds_nothing():
    b = play_from_hand(LILITH, deck=[PLAIN] * 5)
    bottom_all(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == []
