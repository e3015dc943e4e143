"""OP16-064 Koby (Character, cost 1): "[On Play] Look at 5 cards from the top
of your deck; reveal up to 1 {Navy} type card other than [Koby] and add it to
your hand. Then, place the rest at the bottom of your deck in any order."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

KOBY = "OP16-064"
NAVY = custom_card("T-NAVY", "Helmeppo", cost=2, power=3000, types=("Navy",))
NAVY_KOBY = custom_card("T-KOBY", "Koby", cost=2, power=3000, types=("Navy",))


def test_op16_064_adds_a_navy_card_other_than_koby():
    s = Scenario(turn=3)
    koby, = s.p1.hand(KOBY)
    top = s.p1.deck(NAVY_KOBY, NAVY, "ST01-004", "ST01-005", "ST01-006", "ST02-007")
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", koby))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {top[1]}
    g.apply(Action("select", top[1]))
    assert top[1] in g.state.hand[P1]
