"""OP12-029 Shimotsuki Kouzaburou (Character, cost 3): "[On Play] Rest up to
1 of your opponent's Characters with a cost of 2 or less. Then, K.O. up to 1
of your opponent's rested Characters with a base cost of 1 or less."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

KOUZABUROU = "OP12-029"
COST_1 = custom_card("T-C1", "One", cost=1, power=2000)
COST_2 = custom_card("T-C2", "Two", cost=2, power=3000)


def test_op12_029_rests_a_cost_1_character_then_kos_it():
    s = Scenario(turn=3)
    k, = s.p1.hand(KOUZABUROU)
    s.p1.don(active=3)
    one, two = s.p2.character(COST_1), s.p2.character(COST_2)
    g = s.build()
    g.apply(Action("play", k))
    expect(g, "select", P1)
    g.apply(Action("select", one))
    expect(g, "select", P1)                        # only the rested one of base cost 1
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {one}
    g.apply(Action("select", one))
    assert one in g.state.trash[1] and two in g.state.chars[1]


def test_op12_029_a_rested_cost_2_character_is_not_koed():
    s = Scenario(turn=3)
    k, = s.p1.hand(KOUZABUROU)
    s.p1.don(active=3)
    two = s.p2.character(COST_2)
    g = s.build()
    g.apply(Action("play", k))
    g.apply(Action("select", two))
    expect(g, "main", P1)                          # no rested base cost 1 Character
    assert g.state.rested[two] and two in g.state.chars[1]
