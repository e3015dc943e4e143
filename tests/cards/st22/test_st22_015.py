"""ST22-015 I Am Whitebeard!! (Event): its Main, with a Whitebeard Pirates
Leader, plays an Edward.Newgate from the hand, then moving a top or bottom
Life card to the hand gives the Leader +2000 through the opponent's next
turn."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "ST22-015"
WB_LEADER = leader("Whitebeard", types=("Whitebeard Pirates",))
NEWGATE = "OP12-002"         # an [Edward.Newgate], cost 5
VIVI = "ST01-009"


def _main(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    e, newgate = s.p1.hand(CARD, NEWGATE)
    s.p1.don(active=8)
    lives = s.p1.life(VIVI, VIVI)
    s.p1.deck(*[VIVI] * 4)
    s.p2.deck(*[VIVI] * 4)
    g = s.build()
    g.apply(Action("play", e))
    return s, g, newgate, lives


def test_st22_015_plays_newgate_takes_a_life_and_gives_the_leader_2000():
    s, g, newgate, lives = _main(WB_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {newgate}
    g.apply(Action("select", newgate))
    assert newgate in g.state.chars[0] and g.don(0).active == 0    # free: only the Event paid
    expect_decision(g, 0, SELECT)                      # top or bottom Life card, or none
    g.apply(next(a for a in g.legal_actions() if "bottom" in g.describe(a)))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [lives[1]] and power(g.state, s.p1.leader_id) == 7000
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, s.p1.leader_id) == 7000
    g.apply(Action("end_phase"))
    expect_decision(g, 0, "main")
    assert power(g.state, s.p1.leader_id) == 5000


def test_st22_015_no_life_taken_no_power():
    s, g, newgate, lives = _main(WB_LEADER)
    g.apply(Action("select", newgate))
    g.apply(Action("select_done"))
    expect_decision(g, 0, "main")
    assert power(g.state, s.p1.leader_id) == 5000 and len(g.state.life[0]) == 2


def test_st22_015_other_leader_nothing():
    s, g, newgate, lives = _main(leader("Plain"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [newgate] and len(g.state.life[0]) == 2
