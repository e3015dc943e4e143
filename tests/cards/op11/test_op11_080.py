"""OP11-080 Gear Two (Event, cost 1):
- "[Main] You may rest 2 of your DON!! cards: If your Leader's colors include
  blue, add up to 1 DON!! card from your DON!! deck and rest it";
- "[Counter] Up to 1 of your Leader gains +3000 power during this battle."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1
from cards.common_battle import attacked_leader

GEAR_TWO = "OP11-080"
BLUE_LEADER = "OP11-040"          # blue/purple
RED_LEADER = "ST01-001"


def _main(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    gear, = s.p1.hand(GEAR_TWO)
    s.p1.don(active=3, deck=7)
    g = s.build()
    g.apply(Action("play", gear))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    return g


def test_op11_080_a_blue_leader_adds_a_rested_don():
    g = _main(BLUE_LEADER)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 4
    assert g.state.don_deck[P1] == 6


def test_op11_080_a_leader_without_blue_only_pays():
    g = _main(RED_LEADER)
    expect(g, "main", P1)
    assert g.state.don_rested[P1] == 3 and g.state.don_deck[P1] == 7


def test_op11_080_counter_gives_the_leader_3000():
    s, g, (gear,), att = attacked_leader([GEAR_TWO], active_don=1, strict=True)
    g.apply(Action("counter_event", gear))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 8000
