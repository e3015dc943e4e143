"""OP16-056 Mr.3(Galdino) (Character, cost 4): "[Activate: Main] You may trash
this Character: Draw 2 cards, and up to 1 of your opponent's Characters with a
cost of 9 or less cannot attack until the end of your opponent's next End
Phase."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

MR3 = "OP16-056"
NINE = custom_card("T-C9", "Nine", cost=9, power=9000)
TEN = custom_card("T-C10", "Ten", cost=10, power=10000)


def test_op16_056_trashed_draws_2_and_stops_a_cost_9_attacker_next_turn():
    s = Scenario(turn=3)
    mr3 = s.p1.character(MR3)
    nine, ten = s.p2.character(NINE), s.p2.character(TEN)
    g = s.build()
    g.apply(Action("activate", mr3, 0))
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {nine}
    g.apply(Action("select", nine))
    expect(g, "main", P1)
    assert mr3 in g.state.trash[P1] and len(g.state.hand[P1]) == 2
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    attackers = {a.card for a in g.legal_actions() if a.kind == "attack"}
    assert nine not in attackers and ten in attackers
