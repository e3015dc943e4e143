"""OP12-016 To Never Doubt--That Is Power! (Event, cost 0):
- "[Main] You may give 2 active DON!! cards to 1 of your [Silvers Rayleigh]:
  Your opponent cannot activate [Blocker] when the card given these DON!!
  cards attacks during this turn." (CR 10-1-4 [Blocker]; the cost is paid in
  full or not at all, CR 8-3-1-3);
- "[Counter] Up to 1 of your Characters or [Silvers Rayleigh] gains +2000
  power during this battle."
Q&A OP12-016: not with 1 or less active DON!!; not without [Silvers Rayleigh]
on the field; a [Silvers Rayleigh] Character may be given the DON!!."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..qa import NO_COUNTER_LIFE

EVENT = "OP12-016"
RAYLEIGH_LEADER = "OP12-001"
RAYLEIGH = custom_card("T-RAY", "Silvers Rayleigh", cost=4, power=5000)
MATE = custom_card("T-MATE", "Mate", cost=4, power=5000)
BLOCKER = custom_card("T-BLK", "Wall", cost=2, power=7000, keywords=("Blocker",))
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=6000)


def _main(active=2, leader=RAYLEIGH_LEADER, rayleigh_character=False):
    s = Scenario(turn=3, strict=True)
    lead = s.p1.leader(leader)
    ray = s.p1.character(RAYLEIGH) if rayleigh_character else None
    mate = s.p1.character(MATE)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=active)
    s.p2.character(BLOCKER)
    return s.build(), lead, ray, mate, event


def _paid(g, event, chosen):
    g.apply(Action("play", event))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert chosen in selectable(g)
    g.apply(Action("select", chosen))
    expect_decision(g, P1, DecisionKind.MAIN)


def test_op12_016_the_rayleigh_given_2_don_cannot_be_blocked():
    g, lead, _, mate, event = _main()
    _paid(g, event, lead)
    st = g.state
    assert st.don[lead] == 2 and st.don_active[P1] == 0
    g.apply(Action("attack", lead, g.state.leaders[P2]))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert [a.kind for a in g.legal_actions()] == ["no_block"]


def test_op12_016_another_attacker_can_still_be_blocked():
    g, lead, _, mate, event = _main()
    _paid(g, event, lead)
    g.apply(Action("attack", mate, g.state.leaders[P2]))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert "block" in [a.kind for a in g.legal_actions()]


def test_op12_016_a_rayleigh_character_may_be_given_the_don():
    g, lead, ray, mate, event = _main(leader="ST01-001", rayleigh_character=True)
    _paid(g, event, ray)
    g.apply(Action("attack", ray, g.state.leaders[P2]))
    expect_decision(g, P2, DecisionKind.BLOCK)
    assert [a.kind for a in g.legal_actions()] == ["no_block"]


def test_op12_016_not_with_1_active_don():
    g, lead, _, mate, event = _main(active=1)
    g.apply(Action("play", event))
    expect_decision(g, P1, DecisionKind.MAIN)      # the cost cannot be paid: nothing
    g.apply(Action("attack", lead, g.state.leaders[P2]))
    assert "block" in [a.kind for a in g.legal_actions()]


def test_op12_016_not_without_rayleigh_on_the_field():
    g, lead, _, mate, event = _main(leader="ST01-001")
    g.apply(Action("play", event))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 2


def test_op12_016_counter_gives_the_rayleigh_leader_2000():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    lead = s.p1.leader(RAYLEIGH_LEADER)
    mate = s.p1.character(MATE)
    event, = s.p1.hand(EVENT)
    s.p1.life(NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, lead))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", event))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert selectable(g) == {lead, mate}
    g.apply(Action("select", lead))
    assert power(g.state, lead) == 7000
    g.apply(Action("end_counters"))
    assert len(g.state.life[P1]) == 1             # 6000 < 7000


def test_op12_016_counter_other_leaders_are_not_offered():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    lead = s.p1.leader("ST01-001")
    mate = s.p1.character(MATE)
    event, = s.p1.hand(EVENT)
    s.p1.life(NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, lead))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", event))
    assert selectable(g) == {mate}
