"""OP13-086 Saint Shalria (Character): "[On Play] Look at 3 cards from the
top of your deck; reveal up to 1 {Celestial Dragons} type card other than
[Saint Shalria] and add it to your hand. Then, trash the rest and trash 1
card from your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, pick, play_from_hand

SHALRIA = "OP13-086"
DRAGON = "OP13-089"       # a {Celestial Dragons} Character


def test_op13_086_adds_a_celestial_dragon_trashes_the_rest_and_1_from_hand():
    b = play_from_hand(SHALRIA, hand=[PLAIN], deck=[SHALRIA, DRAGON, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}                # not another [Saint Shalria]
    pick(g, b.deck[1])
    pick(g, b.hand[0])                                 # the card trashed from hand
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == [b.deck[1]]
    assert set(st.trash[P1]) == {b.deck[0], b.deck[2], b.hand[0]}
    assert st.deck[P1] == [b.deck[3]]


def test_op13_086_only_another_shalria_adds_nothing_but_still_trashes_from_hand():
    b = play_from_hand(SHALRIA, hand=[PLAIN], deck=[SHALRIA, PLAIN, PLAIN, PLAIN])
    g = b.game
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert g.state.hand[P1] == [] and len(g.state.trash[P1]) == 4
