"""OP10-030 Smoker (Character): Banish; stands up one DON!!, after which
Character effects stand up no DON!! this turn. Q&A (qa_op10.md, OP10-030):
OP07-021 Urouge then stands up none at the end of the turn."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP10-030"
UROUGE = "OP07-021"          # [End of Your Turn] set up to 1 of your DON!! as active


def _board():
    s = Scenario(strict=True)
    smoker = s.p1.character(CARD)
    s.p1.character(UROUGE)
    s.p1.don(rested=3)
    g = s.build()
    return s, g, smoker


def test_op10_030_qa_sets_1_don_active_then_urouge_sets_none():
    """qa_op10.md, OP10-030 Q2."""
    s, g, smoker = _board()
    g.apply(Action("activate", smoker, 0))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).active == 1 and g.don(0).rested == 2
    g.apply(Action("activate", smoker, 0))             # again: it sets nothing now
    expect_decision(g, 0, "main")
    assert g.don(0).active == 1
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1 and g.don(0).rested == 2


def test_op10_030_without_smoker_urouge_sets_a_don_active():
    s = Scenario(strict=True)
    s.p1.character(UROUGE)
    s.p1.don(rested=3)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1


def test_op10_030_banish_trashes_the_life_card_without_its_trigger():
    s = Scenario(strict=True)
    smoker = s.p1.character(CARD)
    life = s.p2.life("OP12-039", VIVI)[0]             # a Life card with a [Trigger]
    g = s.build()
    g.apply(Action("attack", smoker, s.p2.leader_id))
    expect_decision(g, 1, "block")
    g.apply(Action("no_block"))
    expect_decision(g, 1, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")                      # no [Trigger] offered
    assert life in g.state.trash[1] and life not in g.state.hand[1]
