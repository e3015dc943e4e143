"""OP14-039 Coffin Boat (Stage, cost 1):
- "[On Play] If your Leader is [Dracule Mihawk], draw 1 card";
- "[End of Your Turn] If your Leader is [Dracule Mihawk], set up to 1 of your
  DON!! cards as active."
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

BOAT = "OP14-039"
MIHAWK = "OP14-020"


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    boat, = s.p1.hand(BOAT)
    s.p1.don(active=1, rested=2)
    g = s.build()
    g.apply(Action("play", boat))
    return g


def test_op14_039_under_mihawk_draws_and_sets_a_don_active_at_the_end_of_turn():
    g = _play(MIHAWK)
    assert len(g.state.hand[P1]) == 1
    expect(g, "main", P1)
    g.apply(Action("end_phase"))
    expect(g, "choose_number", P1)                 # "up to 1" at the end of the turn
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 2


def test_op14_039_under_another_leader_nothing():
    g = _play("ST01-001")
    assert g.state.hand[P1] == []
    g.apply(Action("end_phase"))
    assert g.state.don_active[P1] == 0
