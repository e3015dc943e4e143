"""OP16-088 Shimotsuki Ushimaru (Character, 2000): "[Blocker]" only: it may
block, and becomes rested doing so (CR 10-1-4); a rested one cannot."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common_play import ATTACKER_7000, P1, P2, opponent_attacks

USHIMARU = "OP16-088"


def test_op16_088_blocks_the_attack_and_is_rested():
    b = opponent_attacks(USHIMARU)
    g = b.game
    expect(g, "block", P1)
    g.apply(Action("block", b.card))
    expect(g, "counter", P1)
    assert g.state.rested[b.card] and g.state.battle.target == b.card


def test_op16_088_a_rested_ushimaru_cannot_block():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    ushimaru = s.p1.character(USHIMARU, rested=True)
    att = s.p2.character(ATTACKER_7000)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect(g, "block", P1)
    assert Action("block", ushimaru) not in g.legal_actions()
