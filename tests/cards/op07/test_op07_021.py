"""OP07-021 Urouge (Character): a Blocker; at the end of your turn one DON!!
stands up. (The Q&A on OP10-030 about him after Smoker's effect is in
tests/cards/op10/test_op10_030.py.)"""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..strict_battle import attacked_by_opponent

CARD = "OP07-021"


def test_op07_021_end_of_turn_sets_a_don_active():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    s.p1.don(rested=3)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1 and g.don(0).rested == 2


def test_op07_021_no_rested_don_nothing_to_set():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 2


def test_op07_021_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    urouge = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", urouge))
    assert g.state.rested[urouge]
