"""OP04-056 Gum-Gum Red Roc (Event, cost 6):
- "[Main] Place up to 1 Character at the bottom of the owner's deck";
- "[Trigger] Place up to 1 Character with a cost of 4 or less at the bottom
  of the owner's deck."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

RED_ROC = "OP04-056"
BIG = custom_card("T-C9", "Nine", cost=9, power=10000)
FOUR = custom_card("T-C4", "Four", cost=4, power=5000)


def test_op04_056_main_bottoms_any_character():
    s = Scenario(turn=3)
    roc, = s.p1.hand(RED_ROC)
    s.p1.don(active=6)
    big = s.p2.character(BIG)
    g = s.build()
    g.apply(Action("play", roc))
    expect(g, "select", P1)
    g.apply(Action("select", big))
    assert g.state.deck[P2][0] == big


def test_op04_056_trigger_bottoms_a_cost_4_character_only():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(RED_ROC, "ST01-006")
    big, four = s.p2.character(BIG), s.p2.character(FOUR)
    g = use_life_trigger(s, attacker=BIG)         # the attacker costs 9 too
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {four}
    g.apply(Action("select", four))
    assert g.state.deck[P2][0] == four and big in g.state.chars[P2]
