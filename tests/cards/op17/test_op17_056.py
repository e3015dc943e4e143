"""OP17-056 Rocks Pirates (Event, cost 0):
- "[Main] You may rest 5 of your DON!! cards: Return up to 1 Character with a
  cost of 6 or less to the owner's hand.";
- "[Counter] Up to 1 of your Leader with a type including "Rocks Pirates" or
  up to 1 of your Characters with a type including "Rocks Pirates" gains
  +2000 power during this battle." (CR 2-4-3-1)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..qa import NO_COUNTER_LIFE

CARD = "OP17-056"
ROCKS_LEADER = custom_card("T-RKL", "Captain", "Leader", power=5000, types=("Rocks Pirates",))
ROCKS = custom_card("T-RK", "Crew", cost=4, power=5000, types=("Rocks Pirates",))
PLAIN = custom_card("T-PLAIN", "Stranger", cost=4, power=5000, types=("Navy",))
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=6000)


def _main(active):
    s = Scenario(turn=3, strict=True)
    card, = s.p1.hand(CARD)
    s.p1.don(active=active)
    six, seven = s.p2.character(SIX), s.p2.character(SEVEN)
    g = s.build()
    return g, card, six, seven


def test_op17_056_main_rests_5_don_to_return_a_cost_6_character():
    g, card, six, seven = _main(5)
    g.apply(Action("play", card))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert selectable(g) == {six}                 # cost 7: not offered
    g.apply(Action("select", six))
    st = g.state
    assert six in st.hand[P2] and seven in st.chars[P2]
    assert st.don_rested[P1] == 5 and st.don_active[P1] == 0


def test_op17_056_main_declined_returns_nothing():
    g, card, six, seven = _main(5)
    g.apply(Action("play", card))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    st = g.state
    assert six in st.chars[P2] and st.don_active[P1] == 5


def test_op17_056_main_cannot_be_paid_with_4_don():
    g, card, six, seven = _main(4)
    g.apply(Action("play", card))
    st = g.state
    assert six in st.chars[P2] and st.don_active[P1] == 4     # CR 8-3-1-3


def _countering(leader):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    mine = s.p1.leader(leader)
    rocks, plain = s.p1.character(ROCKS), s.p1.character(PLAIN)
    card, = s.p1.hand(CARD)
    s.p1.life(NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, mine))
    g.apply(Action("no_block"))
    expect_decision(g, P1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", card))
    expect_decision(g, P1, DecisionKind.SELECT)
    return g, mine, rocks, plain


def test_op17_056_counter_the_rocks_leader_gains_2000():
    g, leader, rocks, plain = _countering(ROCKS_LEADER)
    assert selectable(g) == {leader, rocks}
    g.apply(Action("select", leader))
    assert len(g.state.life[P1]) == 1             # 6000 < 7000


def test_op17_056_counter_a_leader_of_another_type_is_not_offered():
    g, leader, rocks, plain = _countering("ST01-001")
    assert selectable(g) == {rocks}
    g.apply(Action("select", rocks))
    assert power(g.state, rocks) == 7000
