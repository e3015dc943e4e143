"""Battles for card tests in strict mode (Scenario(strict=True)): every
Block and Counter Step is asked, so a test fails if one is skipped."""

from optcg import Action
from optcg.testing import expect

from .common_battle import ATTACKER_6000

P1, P2 = 0, 1


def life_trigger_offered(s, attacker=ATTACKER_6000):
    """Builds strict scenario `s` (P2's turn, P1's top Life card the one to
    test): P2's 6000 Character attacks P1's Leader, P1 neither blocks nor
    counters, and the revealed Life card's [Trigger] is offered (CR 10-1-5).
    Returns the game at that offer."""
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P1)
    return g


def attacked_by_opponent(s, attacker=ATTACKER_6000, target=None):
    """Builds strict scenario `s` (P2's turn): P2's 6000 Character attacks
    `target` (P1's Leader unless given); returns (game, attacker id) at the
    first decision after the attack is declared."""
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id if target is None else target))
    return g, att
