"""OP16-047 Donquixote Doflamingo (Character, cost 3): [Activate: Main] as a
cost, rest this Character; then, if your opponent has 8 or more cards in
their hand, they place 2 cards of their choice from it at the bottom of
their deck in the order they choose (the owner of the hand chooses:
official ruling on P-048)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import P1, P2, activations
from ..placing import FILLER, placed_at_bottom, places

DOFLAMINGO = "OP16-047"


def _activated(hand_size):
    s = Scenario(turn=3)
    doflamingo = s.p1.character(DOFLAMINGO)
    theirs = s.p2.hand(*[FILLER] * hand_size)
    g = s.build()
    g.apply(Action("activate", doflamingo, 0))
    return g, doflamingo, theirs


def test_op16_047_with_8_cards_the_opponent_places_two_in_their_order():
    g, doflamingo, theirs = _activated(8)
    places(g, P2, theirs[6], theirs[2])
    st = g.state
    assert st.rested[doflamingo] and len(st.hand[P2]) == 6
    placed_at_bottom(g, P2, theirs[6], theirs[2])
    assert st.deck[P2][:2] == [theirs[2], theirs[6]]       # the last chosen deepest
    assert activations(g, doflamingo) == []                # rested: no cost to pay


def test_op16_047_with_7_cards_he_rests_but_nothing_is_placed():
    g, doflamingo, theirs = _activated(7)
    expect_decision(g, P1, "main")
    st = g.state
    assert st.rested[doflamingo] and st.hand[P2] == theirs
