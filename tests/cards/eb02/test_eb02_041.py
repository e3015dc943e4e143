"""EB02-041 Merry Go (Stage): when played with a Straw Hat Crew Leader, draw 1;
resting it (with no more DON!! than the opponent) gives a Straw Hat Crew
Character +2 cost through the opponent's next turn."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "EB02-041"
ROBIN = "ST01-008"           # {Straw Hat Crew}, cost 3


def test_eb02_041_on_play_draws_with_a_straw_hat_leader_only():
    for lead, drew in (("ST01-001", True), (leader("Plain"), False)):
        s = Scenario(strict=True)
        s.p1.leader(lead)
        merry, = s.p1.hand(CARD)
        s.p1.don(active=1)
        top = s.p1.deck(VIVI, VIVI)[0]
        g = s.build()
        g.apply(Action("play", merry))
        expect_decision(g, 0, "main")
        assert (g.state.hand[0] == [top]) is drew


def _activate(mine, theirs):
    s = Scenario(strict=True)
    merry = s.p1.stage(CARD)
    robin, vivi = s.p1.character(ROBIN), s.p1.character(VIVI)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    s.p1.deck(*[VIVI] * 4)
    s.p2.deck(*[VIVI] * 4)
    g = s.build()
    g.apply(Action("activate", merry, 1))
    return g, merry, robin, vivi


def test_eb02_041_activate_gives_a_straw_hat_character_plus_2_cost_through_the_next_turn():
    g, merry, robin, vivi = _activate(3, 3)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {robin}
    g.apply(Action("select", robin))
    expect_decision(g, 0, "main")
    assert g.state.rested[merry] and cost(g.state, robin) == 5
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert cost(g.state, robin) == 5
    g.apply(Action("end_phase"))
    expect_decision(g, 0, "main")
    assert cost(g.state, robin) == 3


def test_eb02_041_activate_with_more_don_nothing():
    g, merry, robin, vivi = _activate(4, 3)
    expect_decision(g, 0, "main")
    assert g.state.rested[merry] and cost(g.state, robin) == 3
