"""OP13-076 Divine Departure (Event, cost 0):
- "[Main] You may rest 5 of your DON!! cards: If you have any DON!! cards
  given, give up to 1 of your opponent's Characters −8000 power during this
  turn";
- "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or
  Character cards gains +3000 power during this battle."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1
from cards.common_battle import attacked_leader

DEPARTURE = "OP13-076"
NINE = custom_card("T-C9", "Nine", cost=9, power=9000)


def _main(given):
    s = Scenario(turn=3)
    event, = s.p1.hand(DEPARTURE)
    s.p1.leader("ST01-001", don=given)
    s.p1.don(active=7)
    nine = s.p2.character(NINE)
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    return nine, g


def test_op13_076_with_a_don_given_a_character_gets_minus_8000_this_turn():
    nine, g = _main(given=1)
    expect(g, "select", P1)
    g.apply(Action("select", nine))
    expect(g, "main", P1)
    assert power(g.state, nine) == 1000
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 5
    g.apply(Action("end_phase"))
    assert power(g.state, nine) == 9000, "during this turn"


def test_op13_076_without_a_given_don_only_the_cost_is_paid():
    nine, g = _main(given=0)
    expect(g, "main", P1)
    assert power(g.state, nine) == 9000 and g.state.don_rested[P1] == 5


def test_op13_076_counter_trashes_a_card_for_3000():
    s, g, (event, spare), att = attacked_leader([DEPARTURE, "ST01-006"], strict=True)
    g.apply(Action("counter_event", event))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)                        # the card to trash (the other is the Event)
    g.apply(Action("select", spare))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 8000 and spare in g.state.trash[P1]


def test_op13_076_counter_declined_gives_nothing():
    s, g, (event, spare), att = attacked_leader([DEPARTURE, "ST01-006"], strict=True)
    g.apply(Action("counter_event", event))
    g.apply(Action("decline"))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 5000 and spare in g.state.hand[P1]
