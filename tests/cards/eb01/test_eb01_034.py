"""EB01-034 Ms. Wednesday (Character): a Blocker; once per turn when the
opponent attacks, paying DON!! −1 fetches an active DON!! from the DON!!
deck, if the Leader is a Baroque Works type."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, RETURN_DON
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB01-034"
BW_LEADER = leader("Baroque", types=("Baroque Works",))


def _attacked(lead):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    wed = s.p1.character(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI, VIVI)
    att = s.p2.character("OP01-018")
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 1))
    return s, g, wed


def test_eb01_034_returns_a_don_and_adds_an_active_one_then_blocks():
    s, g, wed = _attacked(BW_LEADER)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "block")
    assert g.don(0).active == 1 and g.don(0).deck == 9
    g.apply(Action("block", wed))
    assert g.state.rested[wed]


def test_eb01_034_other_leader_the_don_is_lost():
    s, g, wed = _attacked(leader("Plain"))
    expect_decision(g, 0, "block")
    assert g.don(0).active == 0 and g.don(0).deck == 10
