"""Setting up the battles that card tests need: an opponent's attack on
P1's Leader, answered in P1's Counter Step.  `strict` keeps the Counter Step open after the last
    counter (Scenario(strict=True)), so a test can read the powers in battle."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

P1, P2 = 0, 1

ATTACKER_6000 = custom_card("T-ATK6000", "Attacker", cost=3, power=6000)


def attacked_leader(hand=(), active_don=0, leader="ST01-001", life=2, attacker=ATTACKER_6000,
                    strict=False, rested_don=0):
    """P2's 6000 Character attacks P1's 5000 Leader in P2's turn; returns
    (scenario, game, P1's hand ids, attacker id) at P1's Counter Step.  `strict` keeps the Counter Step open after the last
    counter (Scenario(strict=True)), so a test can read the powers in battle."""
    s = Scenario(turn=4, turn_player=P2, strict=strict)
    s.p1.leader(leader)
    ids = s.p1.hand(*hand)
    s.p1.don(active=active_don, rested=rested_don)
    s.p1.life(*["ST01-006"] * life)
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    if strict:                           # the Block Step is asked too (no Blocker here)
        expect(g, "block", P1)
        g.apply(Action("no_block"))
    expect(g, "counter", P1)
    return s, g, ids, att


def use_life_trigger(s, attacker=ATTACKER_6000):
    """Builds scenario `s` (P2's turn, P1's top Life card one with a
    [Trigger]): P2's 6000 Character attacks P1's Leader and P1 uses the
    revealed card's [Trigger] (CR 10-1-5); returns the game."""
    att = s.p2.character(attacker)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect(g, "trigger", P1)
    g.apply(Action("use_trigger"))
    return g


def ko_by_opponents_effect(s, *victims):
    """Builds scenario `s` (P2's turn) and has P2 play an Event that K.O.s up
    to 2 of P1's Characters, choosing `victims` (all of P1's Characters, so
    the choice ends by itself); returns the game, at whatever P1 is asked
    next (a replacement effect's offer, CR 8-1-3-4) or back at P2's turn."""
    from test_card_compiler import card_of
    killer, = s.p2.hand(card_of("[On Play] K.O. up to 2 of your opponent's Characters.",
                                name="Double K.O.", number="T-KO2", cost=1, power=1000))
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", killer))
    for c in victims:
        g.apply(Action("select", c))
    return g
