"""OP06-038 The Billion-fold World Trichiliocosm (Event, cost 1):
- "[Counter] Up to 1 of your Leader or Character cards gains +2000 power
  during this battle. Then, if you have 8 or more rested cards, that card
  gains an additional +2000 power during this battle";
- "[Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of
  3 or less."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader, use_life_trigger

WORLD = "OP06-038"


def _countered(rested_don):
    s, g, (world,), att = attacked_leader([WORLD], active_don=1, rested_don=rested_don,
                                          strict=True)    # rested DON!! are rested cards
    g.apply(Action("counter_event", world))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    return power(g.state, s.p1.leader_id)


def test_op06_038_with_8_rested_cards_the_leader_gains_4000():
    assert _countered(rested_don=7) == 9000, "7 rested + 1 for the Event = 8"


def test_op06_038_with_7_rested_cards_only_2000():
    assert _countered(rested_don=6) == 7000


def test_op06_038_trigger_kos_a_rested_cost_3_character():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(WORLD, "ST01-006")
    rested = s.p2.character(custom_card("T-C3", "Three", cost=3, power=4000), rested=True)
    active = s.p2.character(custom_card("T-C3B", "Three B", cost=3, power=4000))
    g = use_life_trigger(s, attacker=custom_card("T-ATK5", "Attacker", cost=5, power=6000))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {rested}
    g.apply(Action("select", rested))
    assert rested in g.state.trash[P2] and active in g.state.chars[P2]
