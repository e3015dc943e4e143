"""OP02-070 New Kama Land (Stage): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLANK, LUFFY_LEADER, VIVI, opts


def kama_land_game(leader):
    s = Scenario()
    s.p1.leader(leader)
    stage = s.p1.stage("OP02-070")
    hand = s.p1.hand(BLANK, BLANK)
    drawn = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("activate", stage, 0))         # the rest cost is paid, not confirmed
    return g, stage, hand, drawn


def test_qa_op02_070_new_kama_land_q1_then_trash_up_to_3_may_trash_none():
    """qa_op02.md, OP02-070 Q1: with an [Emporio.Ivankov] Leader (used here
    for its name only), the "then trash up to 3" may trash no card."""
    g, _stage, hand, drawn = kama_land_game("OP02-049")
    assert drawn in g.state.hand[0]
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", hand[0]))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert Action("select_done") in opts(g)
    g.apply(Action("select_done"))
    assert set(g.state.hand[0]) == {hand[1], drawn}


def test_qa_op02_070_new_kama_land_q2_other_leader_stage_rests_and_nothing_else():
    """qa_op02.md, OP02-070 Q2: with another Leader the [Activate: Main]
    can still be used: the Stage is rested and nothing else happens."""
    g, stage, hand, drawn = kama_land_game(LUFFY_LEADER)
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.rested[stage]
    assert g.state.hand[0] == hand and drawn not in g.state.hand[0]
