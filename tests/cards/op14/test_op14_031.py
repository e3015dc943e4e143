"""OP14-031 Nami (Character, cost 4, [Blocker]): "[On Play] Rest up to 2 of
your opponent's Characters with a cost of 8 or less. Then, set up to 5 of your
DON!! cards as active at the end of this turn."
Official Q&A on OP14-031: fewer than 5 may be set active at the end of turn.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

NAMI = "OP14-031"
COST_8 = custom_card("T-C8", "Eight", cost=8, power=9000)
COST_9 = custom_card("T-C9", "Nine", cost=9, power=10000)


def test_op14_031_rests_2_and_sets_up_to_5_don_active_at_the_end_of_turn():
    s = Scenario(turn=3)
    nami, = s.p1.hand(NAMI)
    s.p1.don(active=4, rested=3)
    a, b, big = s.p2.character(COST_8), s.p2.character(COST_8), s.p2.character(COST_9)
    g = s.build()
    g.apply(Action("play", nami))
    expect(g, "select", P1)
    assert big not in {x.card for x in g.legal_actions() if x.kind == "select"}
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect(g, "main", P1)
    assert g.state.rested[a] and g.state.rested[b] and not g.state.rested[big]
    assert g.state.don_rested[P1] == 7, "nothing set active yet"
    g.apply(Action("end_phase"))
    expect(g, "choose_number", P1)                 # at the end of this turn: up to 5
    assert max(x.target for x in g.legal_actions()) == 5
    g.apply(Action("number", -1, 4))               # Q&A: fewer may be chosen
    assert g.state.don_active[P1] == 4 and g.state.don_rested[P1] == 3
