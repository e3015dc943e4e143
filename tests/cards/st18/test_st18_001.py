"""ST18-001 Uso-Hachi (Character, cost 3): "[On Play] If you have 8 or more
DON!! cards on your field, rest up to 1 of your opponent's Characters with a
cost of 5 or less."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

USO_HACHI = "ST18-001"
COST_5 = custom_card("T-C5", "Five", cost=5, power=6000)
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)


def _play(don_on_field):
    s = Scenario(turn=3)
    uso, = s.p1.hand(USO_HACHI)
    s.p1.don(active=3, rested=don_on_field - 3)
    five, six = s.p2.character(COST_5), s.p2.character(COST_6)
    g = s.build()
    g.apply(Action("play", uso))
    return five, six, g


def test_st18_001_with_8_don_rests_a_cost_5_character():
    five, six, g = _play(8)
    expect(g, "select", P1)
    assert six not in {a.card for a in g.legal_actions() if a.kind == "select"}
    g.apply(Action("select", five))
    expect(g, "main", P1)
    assert g.state.rested[five] and not g.state.rested[six]


def test_st18_001_with_7_don_rests_nothing():
    five, six, g = _play(7)
    expect(g, "main", P1)
    assert not g.state.rested[five]
