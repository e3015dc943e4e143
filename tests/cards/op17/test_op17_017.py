"""OP17-017 Ga Ha Ha Ha!! (Event, cost 1): "[Counter] Up to 1 of your Leader
with a type including "Whitebeard Pirates" or up to 1 of your Characters with
a type including "Whitebeard Pirates" gains +2000 power during this battle.
Then, give up to 1 of your opponent's Leader or Characters −2000 power during
this turn."  One choice among the Leader and the Characters of the type
(CR 2-4-3-1)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..qa import NO_COUNTER_LIFE

CARD = "OP17-017"
WB_LEADER = custom_card("T-WBL", "Old Man", "Leader", power=5000, types=("Whitebeard Pirates",))
PLAIN_LEADER = custom_card("T-PL", "Plain", "Leader", power=5000, types=("Navy",))
WB = custom_card("T-WB", "Son", cost=4, power=5000, types=("Whitebeard Pirates",))
PLAIN = custom_card("T-PLAIN", "Stranger", cost=4, power=5000, types=("Navy",))
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=6000)


def _countering(leader):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    mine = s.p1.leader(leader)
    wb, plain = s.p1.character(WB), s.p1.character(PLAIN)
    card, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, mine))
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", card))
    expect_decision(g, P1, DecisionKind.SELECT)
    return g, mine, wb, plain, attacker


def test_op17_017_the_whitebeard_leader_gains_2000_and_the_attacker_loses_2000():
    g, leader, wb, plain, attacker = _countering(WB_LEADER)
    assert selectable(g) == {leader, wb}
    g.apply(Action("select", leader))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", attacker))
    st = g.state
    assert power(st, attacker) == 4000
    assert len(st.life[P1]) == 1                  # 4000 < 7000: the attack fails


def test_op17_017_a_whitebeard_character_may_be_chosen():
    g, leader, wb, plain, attacker = _countering(WB_LEADER)
    g.apply(Action("select", wb))
    assert power(g.state, wb) == 7000


def test_op17_017_a_leader_of_another_type_is_not_offered():
    g, leader, wb, plain, attacker = _countering(PLAIN_LEADER)
    assert selectable(g) == {wb}
