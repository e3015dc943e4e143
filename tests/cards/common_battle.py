"""Setting up the battles that card tests need: an opponent's attack on
P1's Leader, answered in P1's Counter Step.  `strict` keeps the Counter Step open after the last
    counter (Scenario(strict=True)), so a test can read the powers in battle."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

P1, P2 = 0, 1

ATTACKER_6000 = custom_card("T-ATK6000", "Attacker", cost=3, power=6000)


def attacked_leader(hand=(), active_don=0, leader="ST01-001", life=2, attacker=ATTACKER_6000,
                    strict=False):
    """P2's 6000 Character attacks P1's 5000 Leader in P2's turn; returns
    (scenario, game, P1's hand ids, attacker id) at P1's Counter Step.  `strict` keeps the Counter Step open after the last
    counter (Scenario(strict=True)), so a test can read the powers in battle."""
    s = Scenario(turn=4, turn_player=P2, strict=strict)
    s.p1.leader(leader)
    ids = s.p1.hand(*hand)
    s.p1.don(active=active_don)
    s.p1.life(*["ST01-006"] * life)
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    if strict:                           # the Block Step is asked too (no Blocker here)
        expect(g, "block", P1)
        g.apply(Action("no_block"))
    expect(g, "counter", P1)
    return s, g, ids, att
