"""OP07-076 Slow-Slow Beam Sword (Event, cost 2):
- "[Counter] DON!! −1: up to 1 of your Leader or Character cards gains +2000
  power during this battle. Then, rest up to 1 of your opponent's Characters";
- "[Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader, use_life_trigger

BEAM = "OP07-076"


def test_op07_076_counter_returns_a_don_boosts_the_leader_and_rests_a_character():
    s, g, (beam,), att = attacked_leader([BEAM], active_don=3, strict=True)
    g.apply(Action("counter_event", beam))
    expect(g, "confirm", P1)                       # pay the effect's cost or not (CR 8-3-1-4)
    g.apply(Action("accept"))
    expect(g, "return_don", P1)                    # DON!! −1 (CR 8-3-1-6)
    g.apply(Action("return_don", -1, 1))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "select", P1)
    g.apply(Action("select", att))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 7000 and g.state.rested[att]
    assert g.state.don_deck[P1] == 8, "2 for the Event, 1 returned"
    g.apply(Action("end_counters"))
    expect(g, "main", P2)
    assert len(g.state.life[P1]) == 2, "7000 against 6000"


def test_op07_076_trigger_adds_an_active_don():
    s = Scenario(turn=4, turn_player=P2)
    s.p1.life(BEAM, "ST01-006")
    s.p1.don(rested=3)
    g = use_life_trigger(s)
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    expect(g, "main", P2)
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 6
