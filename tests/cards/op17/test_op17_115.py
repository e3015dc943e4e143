"""OP17-115 (Event): "[Counter] Up to 1 of your [Charlotte Linlin] gains +4000
power during this battle." A name in brackets with no noun is any card of
that name, the Leader included (CR 2-1-2)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine import events as E
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import FRANKY, NO_COUNTER_LIFE, ROBIN

def _battle_result(g) -> E.BattleResult:
    return [e for e in g.events if isinstance(e, E.BattleResult)][-1]


CARD = "OP17-115"


def test_op17_115_cr_2_1_2_counter_power_to_the_charlotte_linlin_leader():
    s = Scenario()
    attacker = s.p1.character(FRANKY)             # 6000
    leader = s.p2.leader("OP17-099")              # Charlotte Linlin, 5000
    s.p2.character(ROBIN)                         # another name: not offered
    event, = s.p2.hand(CARD)
    s.p2.don(active=1)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", attacker, leader))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", event))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert selectable(g) == {leader}
    g.apply(Action("select", leader))
    assert _battle_result(g).target_power == 9000
    assert len(g.state.life[1]) == 1              # 6000 < 9000: no damage
