"""ST16-004 Shanks (Character, cost 9): "[On Play] K.O. up to 1 of your
opponent's rested Characters." """

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

SHANKS = "ST16-004"
BIG = custom_card("T-C10", "Ten", cost=10, power=12000)


def test_st16_004_kos_a_rested_character_of_any_cost_not_an_active_one():
    s = Scenario(turn=3)
    shanks, = s.p1.hand(SHANKS)
    s.p1.don(active=9)
    rested, active = s.p2.character(BIG, rested=True), s.p2.character(BIG)
    g = s.build()
    g.apply(Action("play", shanks))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {rested}
    g.apply(Action("select", rested))
    assert rested in g.state.trash[P2] and active in g.state.chars[P2]
