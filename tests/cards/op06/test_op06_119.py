"""OP06-119 Sanji (Character, cost 9): "[On Play] Reveal 1 card from the top of
your deck and play up to 1 Character with a cost of 9 or less other than
[Sanji]. Then, place the rest at the bottom of your deck."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

SANJI = "OP06-119"
NINE = custom_card("T-C9", "Nine", cost=9, power=9000)
OTHER_SANJI = custom_card("T-SANJI", "Sanji", cost=2, power=3000)


def _play(top_card):
    s = Scenario(turn=3)
    sanji, = s.p1.hand(SANJI)
    top, second = s.p1.deck(top_card, "ST01-004")
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", sanji))
    return top, second, g


def test_op06_119_plays_the_revealed_character():
    top, second, g = _play(NINE)
    expect(g, "select", P1)
    g.apply(Action("select", top))
    expect(g, "main", P1)
    assert top in g.state.chars[P1] and g.state.deck[P1][-1] == second


def test_op06_119_a_sanji_goes_to_the_bottom():
    top, second, g = _play(OTHER_SANJI)
    expect(g, "main", P1)
    assert g.state.deck[P1][0] == top and g.state.deck[P1][-1] == second
