"""EB01-015 Scratchmen Apoo (Character, cost 1): "[On Play] Rest up to 1 of
your opponent's Characters with a cost of 2 or less."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

APOO = "EB01-015"
COST_2 = custom_card("T-C2", "Two", cost=2, power=3000)
COST_3 = custom_card("T-C3", "Three", cost=3, power=4000)


def test_eb01_015_rests_a_cost_2_character_not_a_cost_3():
    s = Scenario(turn=3)
    apoo, = s.p1.hand(APOO)
    s.p1.don(active=1)
    two, three = s.p2.character(COST_2), s.p2.character(COST_3)
    g = s.build()
    g.apply(Action("play", apoo))
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {two}
    g.apply(Action("select", two))
    expect(g, "main", P1)
    assert g.state.rested[two] and not g.state.rested[three]


def test_eb01_015_with_no_cost_2_character_nothing_is_asked():
    s = Scenario(turn=3)
    apoo, = s.p1.hand(APOO)
    s.p1.don(active=1)
    three = s.p2.character(COST_3)
    g = s.build()
    g.apply(Action("play", apoo))
    expect(g, "main", P1)
    assert not g.state.rested[three]
