"""OP17-047 Shiki (Character, cost 9): [End of Your Turn] if you have 2 or
fewer cards in your hand, your opponent places 1 card of their choice from
their hand at the bottom of their deck (the owner of the hand chooses:
official ruling on P-048)."""

from optcg import Action
from optcg.testing import Scenario

from ..common import P2
from ..placing import FILLER, placed_at_bottom, places

SHIKI = "OP17-047"


def _ended(my_hand):
    s = Scenario(turn=3)
    s.p1.character(SHIKI)
    s.p1.hand(*[FILLER] * my_hand)
    theirs = s.p2.hand(FILLER, FILLER, FILLER)
    g = s.build()
    g.apply(Action("end_phase"))
    return g, theirs


def test_op17_047_with_2_cards_in_your_hand_the_opponent_places_one():
    g, theirs = _ended(2)
    places(g, P2, theirs[1])
    assert g.state.hand[P2][:2] == [theirs[0], theirs[2]]   # then they draw for their turn
    placed_at_bottom(g, P2, theirs[1])


def test_op17_047_with_3_cards_in_your_hand_nothing_is_placed():
    g, theirs = _ended(3)
    assert g.state.hand[P2][:3] == theirs            # then they draw for their turn
    assert not set(theirs) & set(g.state.deck[P2])
