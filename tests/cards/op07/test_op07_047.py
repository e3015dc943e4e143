"""OP07-047 Trafalgar Law (Character, cost 4): [Activate: Main] as a cost,
return this Character to its owner's hand; then, if your opponent has 6 or
more cards in their hand, they place 1 card of their choice from it at the
bottom of their deck (the owner of the hand chooses: official ruling on
P-048)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2
from ..placing import FILLER, placed_at_bottom, places

LAW = "OP07-047"


def _activated(hand_size):
    s = Scenario(turn=3)
    law = s.p1.character(LAW)
    theirs = s.p2.hand(*[FILLER] * hand_size)
    g = s.build()
    g.apply(Action("activate", law, 0))
    return g, law, theirs


def test_op07_047_with_6_cards_the_opponent_places_one_of_their_choice():
    g, law, theirs = _activated(6)
    places(g, P2, theirs[5])
    st = g.state
    assert law in st.hand[P1] and len(st.hand[P2]) == 5
    placed_at_bottom(g, P2, theirs[5])


def test_op07_047_with_5_cards_law_returns_but_nothing_is_placed():
    g, law, theirs = _activated(5)
    expect_decision(g, P1, "main")
    st = g.state
    assert law in st.hand[P1] and st.hand[P2] == theirs
