"""OP16-119 Marshall.D.Teach (Character, cost 8):
- "[On Play] Look at 3 cards from the top of your deck; add up to 1 card to
  the top of your Life cards. Then, place the rest at the bottom of your deck
  in any order";
- "[Trigger] Negate the effect of up to 1 of your opponent's Characters during
  this turn. Then, K.O. up to 1 of your opponent's Characters with a cost of 5
  or less."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

TEACH = "OP16-119"


def test_op16_119_looks_at_3_adds_one_to_life_and_bottoms_the_rest():
    s = Scenario(turn=3)
    teach, = s.p1.hand(TEACH)
    top = s.p1.deck("ST01-004", "ST01-005", "ST01-006", "ST02-007")
    s.p1.life("ST01-006")
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", teach))
    expect(g, "select", P1)
    g.apply(Action("select", top[1]))
    expect(g, "arrange", P1)
    g.apply(Action("place_bottom", top[0]))
    expect(g, "main", P1)
    assert g.state.life[P1][-1] == top[1] and len(g.state.life[P1]) == 2
    assert set(g.state.deck[P1][:2]) == {top[0], top[2]} and g.state.deck[P1][-1] == top[3]


def test_op16_119_trigger_kos_a_cost_5_character():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(TEACH, "ST01-006")
    five = s.p2.character(custom_card("T-C5", "Five", cost=5, power=6000))
    six = s.p2.character(custom_card("T-C6", "Six", cost=6, power=7000))
    g = use_life_trigger(s, attacker=custom_card("T-ATK9", "Attacker", cost=9, power=6000))
    expect(g, "select", P1)                        # whose effect to negate (up to 1)
    g.apply(Action("select_done"))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {five}
    g.apply(Action("select", five))
    assert five in g.state.trash[P2] and six in g.state.chars[P2]
