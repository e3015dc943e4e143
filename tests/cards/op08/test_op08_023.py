"""OP08-023 Carrot (Character, cost 5): "[On Play]/[When Attacking] Up to 1 of
your opponent's rested Characters with a cost of 7 or less will not become
active in your opponent's next Refresh Phase" (CR 6-2-4)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

CARROT = "OP08-023"
COST_7 = custom_card("T-C7", "Seven", cost=7, power=8000)
COST_8 = custom_card("T-C8", "Eight", cost=8, power=9000)


def test_op08_023_on_play_keeps_a_rested_cost_7_character_rested():
    s = Scenario(turn=3)
    carrot, = s.p1.hand(CARROT)
    s.p1.don(active=5)
    seven, eight = s.p2.character(COST_7, rested=True), s.p2.character(COST_8, rested=True)
    active = s.p2.character(COST_7)
    g = s.build()
    g.apply(Action("play", carrot))
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {seven}, \
        "rested and cost 7 or less"
    g.apply(Action("select", seven))
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[seven] and not g.state.rested[eight] and not g.state.rested[active]


def test_op08_023_when_attacking_too():
    s = Scenario(turn=3)
    carrot = s.p1.character(CARROT)
    seven = s.p2.character(COST_7, rested=True)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", carrot, s.p2.leader_id))
    expect(g, "select", P1)
    g.apply(Action("select", seven))
    expect(g, "main", P1)                          # no Counter in P2's hand: the battle ended
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[seven]
