"""OP13-037 Roronoa Zoro (Character, cost 4):
- "[On Play] If your Leader has the {FILM} or {Straw Hat Crew} type, set up to
  2 of your DON!! cards as active";
- "[End of Your Turn] Set this Character as active."
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2

ZORO = "OP13-037"


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    zoro, = s.p1.hand(ZORO)
    s.p1.don(active=4, rested=2)
    g = s.build()
    g.apply(Action("play", zoro))
    return zoro, g


def test_op13_037_a_straw_hat_leader_sets_2_don_active():
    zoro, g = _play("OP11-040")
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 4


def test_op13_037_another_leader_sets_nothing():
    zoro, g = _play("ST02-001")                    # Eustass"Captain"Kid, {Supernovas}
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 0


def test_op13_037_becomes_active_at_the_end_of_your_turn():
    s = Scenario(turn=3)
    zoro = s.p1.character(ZORO)
    s.p2.life("ST01-006", "ST01-006")
    g = s.build()
    g.apply(Action("attack", zoro, s.p2.leader_id))
    expect(g, "main", P1)
    assert g.state.rested[zoro]
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert not g.state.rested[zoro]
