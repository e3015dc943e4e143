"""ST15-004 Thatch (Character): when played with a Whitebeard Pirates Leader,
−2000 to an opposing Character, then the top Life card goes to the hand. Q&A
(qa_st-15-20.md, ST15-004): without Life he may still be played; the Life
card moves even with no −2000 given."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "ST15-004"
WB_LEADER = leader("Whitebeard", types=("Whitebeard Pirates",))
FRANKY = "ST01-010"


def _play(lead, life=2):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    thatch, = s.p1.hand(CARD)
    s.p1.don(active=1)
    lives = s.p1.life(*[VIVI] * life)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", thatch))
    return g, lives, franky


def test_st15_004_minus_2000_and_the_top_life_card_to_the_hand():
    g, lives, franky = _play(WB_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert power(g.state, franky) == 4000 and g.state.hand[0] == [lives[0]]


def test_st15_004_qa_no_target_the_life_card_is_still_added():
    """qa_st-15-20.md, ST15-004 Q2."""
    g, lives, franky = _play(WB_LEADER)
    g.apply(Action("select_done"))
    expect_decision(g, 0, "main")
    assert power(g.state, franky) == 6000 and g.state.hand[0] == [lives[0]]


def test_st15_004_qa_no_life_only_the_minus_2000():
    """qa_st-15-20.md, ST15-004 Q1."""
    g, lives, franky = _play(WB_LEADER, life=0)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert power(g.state, franky) == 4000 and g.state.hand[0] == []


def test_st15_004_other_leader_nothing():
    g, lives, franky = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert power(g.state, franky) == 6000 and g.state.life[0] == lives[::-1]
