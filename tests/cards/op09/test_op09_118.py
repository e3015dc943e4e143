"""OP09-118 Gol.D.Roger (Character, cost 10, [Rush]): "When your opponent
activates [Blocker], if either you or your opponent has 0 Life cards, you win
the game."
Official Q&A on OP09-118: it works when the blocked attacker is another of
your cards; Life brought to 0 by an [On Block] effect after the block does
not count.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

ROGER = "OP09-118"
BLOCKER = custom_card("T-BLOCK", "Wall", cost=2, power=3000, keywords=("Blocker",))


def _attack_blocked(p1_life, p2_life):
    s = Scenario(turn=3)
    s.p1.character(ROGER)
    attacker = s.p1.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    s.p1.life(*["ST01-006"] * p1_life)
    s.p2.life(*["ST01-006"] * p2_life)
    wall = s.p2.character(BLOCKER)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))   # another card attacks
    expect(g, "block", P2)
    g.apply(Action("block", wall))
    return g


def test_op09_118_a_blocker_with_a_player_at_0_life_wins_the_game():
    for p1_life, p2_life in ((0, 2), (2, 0)):
        g = _attack_blocked(p1_life, p2_life)
        assert g.result is not None and g.result.winner == P1, (p1_life, p2_life)


def test_op09_118_not_while_both_have_life():
    g = _attack_blocked(1, 1)
    assert g.result is None
    expect(g, "main", P1)                          # the battle went on: the Blocker lost
