"""OP15-073 Yama (Character, cost 3, [Blocker]): when played, up to 1 card
is played from the hand: a [Heavenly Warriors] of cost 1 or a {Vassals}
type Character of cost 1 (one card, either description).  Neither may
cost 2 or more (faq_op15-eb04.md, OP15-073 Q1)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

YAMA = "OP15-073"
WARRIORS = custom_card("T-HW", "Heavenly Warriors", cost=1, power=2000)
WARRIORS_2 = custom_card("T-HW2", "Heavenly Warriors", cost=2, power=3000)
VASSAL = custom_card("T-VS", "Vassal", cost=1, power=2000, types=("Vassals",))
VASSAL_2 = custom_card("T-VS2", "Senior Vassal", cost=2, power=3000, types=("Vassals",))
OTHER = custom_card("T-OT", "Other", cost=1, power=2000, types=("Sky Island",))


def _played(*hand):
    s = Scenario(turn=3, strict=True)
    yama, *in_hand = s.p1.hand(YAMA, *hand)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", yama))
    return g, in_hand


def test_op15_073_plays_a_heavenly_warriors_or_a_vassals_character_of_cost_1():
    g, (warriors, vassal, _other) = _played(WARRIORS, VASSAL, OTHER)
    expect(g, "select", P1)
    assert selectable(g) == {warriors, vassal}
    g.apply(Action("select", vassal))
    expect(g, "main", P1)
    st = g.state
    assert vassal in st.chars[P1] and warriors in st.hand[P1], "one card only"
    assert g.don(P1).active == 2, "Yama's cost of 3 only"


def test_op15_073_the_named_card_is_played_too():
    g, (warriors,) = _played(WARRIORS)
    g.apply(Action("select", warriors))
    expect(g, "main", P1)
    assert warriors in g.state.chars[P1]


def test_op15_073_q1_not_either_with_a_cost_of_2_or_more():
    """faq_op15-eb04.md, OP15-073 Q1: a [Heavenly Warriors] or {Vassals}
    Character of cost 2 or more cannot be played."""
    g, (warriors_2, vassal_2) = _played(WARRIORS_2, VASSAL_2)
    expect(g, "main", P1)
    assert warriors_2 in g.state.hand[P1] and vassal_2 in g.state.hand[P1]
