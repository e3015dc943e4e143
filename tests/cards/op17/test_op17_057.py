"""OP17-057 Fullalead (Stage, cost 1): "[On Your Opponent's Attack] You may
rest this Stage and trash 1 card from your hand: Up to 1 of your Leader with a
type including "Rocks Pirates" or up to 1 of your Characters with a type
including "Rocks Pirates" gains +1000 power during this battle." (CR 2-4-3-1;
an unpayable cost is not offered, CR 8-3-1-3)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable
from ..qa import NO_COUNTER_LIFE, VIVI

CARD = "OP17-057"
ROCKS_LEADER = custom_card("T-RKL", "Captain", "Leader", power=5000, types=("Rocks Pirates",))
ROCKS = custom_card("T-RK", "Crew", cost=4, power=5000, types=("Rocks Pirates",))
PLAIN = custom_card("T-PLAIN", "Stranger", cost=4, power=5000, types=("Navy",))
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=5500)


def _attacked(hand):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    leader = s.p1.leader(ROCKS_LEADER)
    stage = s.p1.stage(CARD)
    rocks, plain = s.p1.character(ROCKS), s.p1.character(PLAIN)
    cards = s.p1.hand(*hand)
    s.p1.life(NO_COUNTER_LIFE)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, leader))
    return g, leader, stage, rocks, cards


def test_op17_057_rest_and_trash_gives_the_rocks_leader_1000():
    g, leader, stage, rocks, (vivi,) = _attacked((VIVI,))
    expect_decision(g, P1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", vivi))               # the card trashed
    expect_decision(g, P1, DecisionKind.SELECT)
    assert selectable(g) == {leader, rocks}
    g.apply(Action("select", leader))
    st = g.state
    assert st.rested[stage] and st.trash[P1] == [vivi]
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    assert len(g.state.life[P1]) == 1             # 5500 < 6000


def test_op17_057_not_offered_with_an_empty_hand():
    g, leader, stage, rocks, () = _attacked(())
    expect_decision(g, P1, DecisionKind.BLOCK)         # no cost to pay: not offered
    assert not g.state.rested[stage]
