"""OP07-051 Boa Hancock (Character, cost 6): "[On Play] Up to 1 of your
opponent's Characters other than [Monkey.D.Luffy] cannot attack until the end
of your opponent's next turn. Then, place up to 1 Character with a cost of 1
or less at the bottom of the owner's deck."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

HANCOCK = "OP07-051"
LUFFY = custom_card("T-LUFFY", "Monkey.D.Luffy", cost=5, power=6000)
BIG = custom_card("T-BIG", "Big", cost=5, power=6000)
SMALL = custom_card("T-SMALL", "Small", cost=1, power=2000)


def test_op07_051_stops_an_attacker_and_bottoms_a_cost_1_character():
    s = Scenario(turn=3)
    hancock, = s.p1.hand(HANCOCK)
    s.p1.don(active=6)
    luffy, big, small = s.p2.character(LUFFY), s.p2.character(BIG), s.p2.character(SMALL)
    g = s.build()
    g.apply(Action("play", hancock))
    expect(g, "select", P1)
    assert luffy not in {a.card for a in g.legal_actions() if a.kind == "select"}
    g.apply(Action("select", big))
    expect(g, "select", P1)
    g.apply(Action("select", small))
    assert g.state.deck[P2][0] == small
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    attackers = {a.card for a in g.legal_actions() if a.kind == "attack"}
    assert big not in attackers and luffy in attackers
