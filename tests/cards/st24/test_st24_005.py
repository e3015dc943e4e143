"""ST24-005 X.Drake (Character): when played with a Supernovas Leader, rests an
opposing Character of cost 5 or less, and a DON!! stands up at the end of
the turn. Q&A (qa_st-23-28.md, ST24-005): that comes after the End of Your
Turn abilities, and not at all after OP10-030 Smoker's effect."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "ST24-005"
SUPERNOVA_LEADER = leader("Supernova", types=("Supernovas",))
UROUGE = "OP07-021"          # [End of Your Turn] set up to 1 DON!! active
SMOKER = "OP10-030"
CROCODILE = "OP02-053"       # cost 5
KID = "ST02-013"             # cost 7


def _play(lead, *mine):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    drake, = s.p1.hand(CARD)
    ids = s.p1.characters(*mine)
    s.p1.don(active=5)
    croc, kid = s.p2.character(CROCODILE), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", drake))
    return g, drake, ids, croc, kid


def test_st24_005_qa_rests_a_cost_5_and_sets_a_don_active_after_end_of_turn_effects():
    """qa_st-23-28.md, ST24-005 Q1."""
    g, drake, (urouge,), croc, kid = _play(SUPERNOVA_LEADER, UROUGE)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {croc}
    g.apply(Action("select", croc))
    expect_decision(g, 0, "main")
    assert g.state.rested[croc]
    g.apply(Action("end_phase"))
    expect_decision(g, 0, CHOOSE_NUMBER)
    assert g.decision.purpose.card == urouge           # Urouge's [End of Your Turn] first
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, CHOOSE_NUMBER)
    assert g.decision.purpose.card == drake            # then Drake's
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 2


def test_st24_005_qa_after_smokers_effect_no_don_is_set_active():
    """qa_st-23-28.md, ST24-005 Q2."""
    g, drake, (smoker,), croc, kid = _play(SUPERNOVA_LEADER, SMOKER)
    g.apply(Action("select", croc))
    g.apply(Action("activate", smoker, 0))
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).active == 1
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 1


def test_st24_005_other_leader_nothing():
    g, drake, _, croc, kid = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert not g.state.rested[croc]
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 0
