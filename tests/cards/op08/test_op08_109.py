"""OP08-109 Mont Blanc Noland (Character): when played with a Shandian Warrior
Leader and a Kalgara Character, the top deck card goes onto Life."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP08-109"
SHANDIAN_LEADER = "OP08-098"   # Kalgara, {Shandian Warrior} Leader
KALGARA = "OP08-099"           # a [Kalgara] Character


def _play(leader, *mine):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    noland, = s.p1.hand(CARD)
    s.p1.characters(*mine)
    s.p1.don(active=5)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", noland))
    return g, top


def test_op08_109_shandian_leader_and_a_kalgara_character_adds_a_life():
    g, top = _play(SHANDIAN_LEADER, KALGARA)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.state.life[0] == [top]


def test_op08_109_the_kalgara_leader_alone_is_not_a_kalgara_character():
    g, top = _play(SHANDIAN_LEADER, VIVI)
    expect_decision(g, 0, "main")
    assert g.state.life[0] == []


def test_op08_109_other_leader_nothing():
    g, top = _play("ST01-001", KALGARA)
    expect_decision(g, 0, "main")
    assert g.state.life[0] == []
