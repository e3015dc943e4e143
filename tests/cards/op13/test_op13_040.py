"""OP13-040 (Event, cost 1):
- "[Main] You may rest 2 of your DON!! cards: up to 2 of your opponent's
  rested Characters with a cost of 7 or less will not become active in your
  opponent's next Refresh Phase" (CR 6-2-4);
- "[Counter] Your Leader gains +3000 power during this battle."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader

EVENT = "OP13-040"
COST_7 = custom_card("T-C7", "Seven", cost=7, power=8000)
COST_8 = custom_card("T-C8", "Eight", cost=8, power=9000)


def test_op13_040_main_keeps_2_rested_characters_rested_through_the_next_refresh():
    s = Scenario(turn=3)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=3)
    a, b, c = (s.p2.character(COST_7, rested=True) for _ in range(3))
    big = s.p2.character(COST_8, rested=True)
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    assert big not in {x.card for x in g.legal_actions() if x.kind == "select"}, "cost 8"
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 3, "1 to play, 2 rested"
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[a] and g.state.rested[b]
    assert not g.state.rested[c] and not g.state.rested[big]


def test_op13_040_main_with_the_cost_declined_does_nothing():
    s = Scenario(turn=3)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=3)
    a = s.p2.character(COST_7, rested=True)
    g = s.build()
    g.apply(Action("play", event))
    g.apply(Action("decline"))
    expect(g, "main", P1)
    assert event in g.state.trash[P1] and g.state.don_active[P1] == 2
    g.apply(Action("end_phase"))
    assert not g.state.rested[a]


def test_op13_040_counter_gives_the_leader_3000_for_the_battle():
    s, g, (event,), att = attacked_leader([EVENT], active_don=1, strict=True)
    g.apply(Action("counter_event", event))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 8000
    g.apply(Action("end_counters"))
    expect(g, "main", P2)
    assert len(g.state.life[P1]) == 2, "8000 against 6000: no damage"
    assert power(g.state, s.p1.leader_id) == 5000, "during this battle only"
