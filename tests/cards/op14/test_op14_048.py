"""OP14-048 Shiryu (Character, cost 8): [On Play] return up to 1 of the
opponent's Characters to the owner's hand, then trash all cards from your
hand.

Official Q&A on OP14-048: the whole hand is trashed even when no Character
is returned; with no card in the hand the return can still be used."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2, selectable

SHIRYU = "OP14-048"
FILLER = "ST01-006"


def _played(*hand):
    s = Scenario(turn=3)
    [shiryu] = s.p1.hand(SHIRYU)
    kept = s.p1.hand(*hand)
    s.p1.don(active=8)
    foe = s.p2.character("ST01-010")
    g = s.build()
    g.apply(Action("play", shiryu))
    expect(g, "select", P1)
    assert selectable(g) == {foe}
    return g, shiryu, kept, foe


def test_op14_048_returns_a_character_then_trashes_the_whole_hand():
    g, shiryu, kept, foe = _played(FILLER, FILLER, "ST01-008")
    g.apply(Action("select", foe))
    st = g.state
    assert foe in st.hand[P2]
    assert st.hand[P1] == [] and set(kept) <= set(st.trash[P1]) and shiryu in st.chars[P1]


def test_op14_048_the_hand_is_trashed_even_with_nothing_returned():
    """Official Q&A on OP14-048, first question."""
    g, shiryu, kept, foe = _played(FILLER, FILLER)
    g.apply(Action("select_done"))
    st = g.state
    assert foe in st.chars[P2] and st.hand[P1] == [] and set(kept) <= set(st.trash[P1])


def test_op14_048_with_an_empty_hand_it_still_returns():
    """Official Q&A on OP14-048, second question."""
    g, shiryu, kept, foe = _played()
    g.apply(Action("select", foe))
    st = g.state
    assert foe in st.hand[P2] and st.hand[P1] == []
