"""EB01-012 Cavendish (Character, cost 5): "[On Play]/[When Attacking] If your
Leader has the {Supernovas} type and you have no other [Cavendish]
Characters, set up to 2 of your DON!! cards as active."
Official Q&A on EB01-012: another [Cavendish] of a different number (OP01-008)
on the field stops it.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

CAVENDISH = "EB01-012"
OTHER_CAVENDISH = "OP01-008"
SUPERNOVA_LEADER = "ST02-001"     # Eustass"Captain"Kid, {Supernovas}
STRAW_HAT_LEADER = "OP11-040"      # Monkey.D.Luffy, {Straw Hat Crew} only


def _play(leader=SUPERNOVA_LEADER, other=False):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    cav, = s.p1.hand(CAVENDISH)
    if other:
        s.p1.character(OTHER_CAVENDISH)
    s.p1.don(active=5, rested=2)
    g = s.build()
    g.apply(Action("play", cav))
    return cav, g


def test_eb01_012_on_play_sets_2_don_active():
    cav, g = _play()
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 5


def test_eb01_012_when_attacking_too():
    s = Scenario(turn=3)
    s.p1.leader(SUPERNOVA_LEADER)
    cav = s.p1.character(CAVENDISH)
    s.p1.don(rested=4)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", cav, s.p2.leader_id))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    assert g.state.don_active[P1] == 2


def test_eb01_012_not_with_another_cavendish_nor_under_another_leader():
    for leader, other in ((SUPERNOVA_LEADER, True), (STRAW_HAT_LEADER, False)):
        cav, g = _play(leader, other)
        expect(g, "main", P1)
        assert g.state.don_active[P1] == 0, (leader, other)
