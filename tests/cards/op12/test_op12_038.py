"""OP12-038 Two-Sword Style Rashomon (Event): its Main, resting 2 DON!!, K.O.s
up to 2 rested opposing Characters of base cost 4 or less; as a Counter, the
Leader has +3000 for the battle."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP12-038"
FRANKY = "ST01-010"          # cost 4
CROCODILE = "OP02-053"       # cost 5


def _main(active):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=active)
    foes = [s.p2.character(FRANKY, rested=True), s.p2.character(VIVI, rested=True),
            s.p2.character(VIVI), s.p2.character(CROCODILE, rested=True)]
    g = s.build()
    g.apply(Action("play", e))
    return g, foes


def test_op12_038_main_rests_2_don_and_kos_2_rested_cost_4_or_less():
    g, (franky, vivi, active_vivi, croc) = _main(active=3)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    assert g.don(0).rested == 3 and g.don(0).active == 0
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky, vivi}             # not active, not cost 5
    g.apply(Action("select", franky))
    g.apply(Action("select", vivi))
    expect_decision(g, 0, "main")
    assert {franky, vivi} <= set(g.state.trash[1]) and g.state.chars[1] == [active_vivi, croc]


def test_op12_038_main_without_2_don_to_rest_nothing_is_koed():
    g, foes = _main(active=2)                          # 1 pays for the card, 1 left
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == foes


def test_op12_038_counter_gives_the_leader_3000_for_the_battle():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 8000
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert len(g.state.life[0]) == 1 and power(g.state, s.p1.leader_id) == 5000
