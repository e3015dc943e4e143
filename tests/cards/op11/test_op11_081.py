"""OP11-081 (Event): [Main] its player declares a cost and reveals the top
card of the opponent's deck; when that card has the declared cost, one of the
opponent's Characters with a base cost of 8 or less may be K.O.'d.
[Trigger] 1 DON!! card is added from the DON!! deck, active.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

EVENT = "OP11-081"
COST_8 = custom_card("T-C8", "Cost eight", cost=8, power=9000)
COST_1 = custom_card("T-C1", "Cost one", cost=1, power=1000)


def _main(declared: int):
    s = Scenario(turn=3)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=6)
    s.p2.deck(COST_1, COST_8)
    target = s.p2.character(COST_8)
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, declared))
    return g, target


def test_op11_081_a_match_kos_a_base_cost_8_character():
    g, target = _main(1)                          # the top card costs 1
    expect(g, "select", P1)
    g.apply(Action("select", target))
    assert target in g.state.trash[P2]


def test_op11_081_no_match_kos_nothing():
    g, target = _main(8)                          # the second card's cost: not the top's
    expect(g, "main", P1)
    assert target in g.state.chars[P2]


def test_op11_081_trigger_adds_an_active_don():
    s = Scenario(turn=3)
    s.p2.life(EVENT)
    s.p2.don(deck=10)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    expect(g, "choose_number", P2)        # up to 1
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P2] == 1 and g.state.don_deck[P2] == 9
