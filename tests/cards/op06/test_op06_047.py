"""OP06-047 Charlotte Pudding (Character): "[On Play]" the opponent's whole
hand goes into their deck, their deck is shuffled (CR 3-2-4), then they draw 5
cards (effects.ReturnHandToDeck, then Draw for the opponent). The Q&A of OP-06
has no ruling on this card."""

from collections import Counter

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, FRANKY, ROBIN, VIVI

CARD = "OP06-047"


def _play_pudding(their_hand):
    """P1 plays Pudding (cost 4) with P2 holding `their_hand` over a deck of 6."""
    s = Scenario(turn=3)
    [pudding] = s.p1.hand(CARD)
    mine = s.p1.hand(ROBIN, VIVI)
    s.p1.deck(FRANKY, CHOPPER, VIVI)
    s.p1.don(active=4)
    hand = s.p2.hand(*their_hand)
    deck = s.p2.deck(CHOPPER, CHOPPER, FRANKY, FRANKY, VIVI, VIVI)
    g = s.build()
    my_deck = list(g.state.deck[0])     # in the order the game holds it
    g.apply(Action("play", pudding))
    expect_decision(g, 0, DecisionKind.MAIN)         # no choice: the ability resolves at once
    return g, pudding, mine, my_deck, hand, deck


def test_op06_047_on_play_returns_their_hand_shuffles_and_they_draw_5():
    g, pudding, mine, my_deck, hand, deck = _play_pudding((ROBIN, ROBIN, ROBIN))
    st = g.state
    assert pudding in st.chars[0]
    assert len(st.hand[1]) == 5 and len(st.deck[1]) == 4
    # the 9 cards were pooled: the 5 drawn and the 4 left are exactly them
    assert Counter(st.hand[1]) + Counter(st.deck[1]) == Counter(hand) + Counter(deck)


def test_op06_047_opponent_with_an_empty_hand_still_draws_5():
    g, _, _, _, hand, deck = _play_pudding(())
    st = g.state
    assert hand == [] and len(st.hand[1]) == 5
    assert set(st.hand[1]) <= set(deck) and len(st.deck[1]) == 1


def test_op06_047_does_not_touch_its_controllers_hand_or_deck():
    g, _, mine, my_deck, _, _ = _play_pudding((ROBIN,))
    st = g.state
    assert st.hand[0] == mine and st.deck[0] == my_deck

