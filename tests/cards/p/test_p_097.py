"""P-097 Shanks (Character, cost 10): "[On Play]/[When Attacking] Your
opponent cannot activate [Blocker] during this turn."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

SHANKS = "P-097"
BLOCKER = custom_card("T-BLOCK", "Wall", cost=2, power=3000, keywords=("Blocker",))


def test_p_097_played_no_blocker_can_block_this_turn():
    s = Scenario(turn=3)
    shanks, = s.p1.hand(SHANKS)
    s.p1.don(active=10)
    attacker = s.p1.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    s.p2.character(BLOCKER)
    s.p2.life("ST01-006", "ST01-006")
    g = s.build()
    g.apply(Action("play", shanks))
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "main", P1)                          # no Block Step question, no Counter in hand
    assert len(g.state.life[P2]) == 1


def test_p_097_without_it_the_blocker_may_block():
    s = Scenario(turn=3)
    attacker = s.p1.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    wall = s.p2.character(BLOCKER)
    s.p2.life("ST01-006", "ST01-006")
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "block", P2)
    assert Action("block", wall) in g.legal_actions()
