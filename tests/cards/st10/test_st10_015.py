"""ST10-015 Gum-Gum Giant Sumo Slap (Event): as a Counter, +2000 for the battle
and a K.O. of an opposing Character of 2000 power or less."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "ST10-015"
NAMI = "ST01-007"            # 1000
CHOPPER = "ST01-006"         # 1000


def test_st10_015_plus_2000_and_kos_a_2000_or_less():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    nami, vivi = s.p2.character(NAMI), s.p2.character(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {nami}
    g.apply(Action("select", nami))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 7000 and nami in g.state.trash[1]
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert len(g.state.life[0]) == 1                   # 7000 against 6000


def test_st10_015_no_weak_character_only_the_boost():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    vivi = s.p2.character(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 7000 and vivi in g.state.chars[1]
