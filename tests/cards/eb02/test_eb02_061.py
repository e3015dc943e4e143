"""EB02-061 Monkey.D.Luffy (Character): has Rush while the Leader is
multicolored and the opponent has 5 or more DON!!; once per turn when
attacking, 2 active DON!! back to the deck stand him up and move the top
Life card to the hand. Q&A (qa_eb02.md, EB02-061): with the opponent's DON!!
down to 4 the Rush is gone."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB02-061"
MULTI_LEADER = "EB02-010"    # green/purple Luffy Leader
MONO_LEADER = "ST01-001"     # red


def _play(lead, their_don, active=8):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    luffy, = s.p1.hand(CARD)
    s.p1.don(active=active)
    life = s.p1.life(VIVI, VIVI)
    s.p2.don(active=their_don)
    s.p2.life(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", luffy))
    expect_decision(g, 0, "main")
    return s, g, luffy, life


def test_eb02_061_rush_with_a_multicolored_leader_and_5_opponents_don():
    s, g, luffy, life = _play(MULTI_LEADER, 5)
    assert Action("attack", luffy, s.p2.leader_id) in g.legal_actions()


def test_eb02_061_qa_no_rush_with_4_opponents_don_or_a_one_color_leader():
    """qa_eb02.md, EB02-061: 4 DON!! on the opponent's field, no [Rush]."""
    for lead, their_don in ((MULTI_LEADER, 4), (MONO_LEADER, 5)):
        s, g, luffy, life = _play(lead, their_don)
        assert Action("attack", luffy, s.p2.leader_id) not in g.legal_actions()


def test_eb02_061_when_attacking_returns_2_active_don_stands_and_takes_a_life():
    s, g, luffy, life = _play(MULTI_LEADER, 5, active=10)   # 4 active left after paying 6
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "block")
    st = g.state
    assert not st.rested[luffy] and g.don(0).active == 2 and g.don(0).deck == 2
    assert st.hand[0] == [life[0]] and st.life[0] == [life[1]]


def test_eb02_061_when_attacking_with_1_active_don_not_offered():
    s, g, luffy, life = _play(MULTI_LEADER, 5, active=7)
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect_decision(g, 1, "block")
    assert g.state.rested[luffy]
