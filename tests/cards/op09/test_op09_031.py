"""OP09-031 Donquixote Doflamingo (Character): a Blocker; at the end of your
turn, with 2 or more rested Characters, he stands up. Q&A (qa_op09.md,
OP09-031): two rested copies alone: only one stands."""

from optcg import Action
from optcg.engine.decision_kinds import ORDER_EFFECTS
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP09-031"


def test_op09_031_two_rested_characters_sets_him_active():
    s = Scenario(strict=True)
    doffy = s.p1.character(CARD, rested=True)
    vivi = s.p1.character(VIVI, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert not g.state.rested[doffy] and g.state.rested[vivi]


def test_op09_031_alone_rested_he_stays_rested():
    s = Scenario(strict=True)
    doffy = s.p1.character(CARD, rested=True)
    s.p1.character(VIVI)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.state.rested[doffy]


def test_op09_031_qa_two_rested_doflamingos_only_one_becomes_active():
    """qa_op09.md, OP09-031."""
    s = Scenario(strict=True)
    a, b = s.p1.character(CARD, rested=True), s.p1.character(CARD, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    while g.decision.kind == ORDER_EFFECTS:
        g.apply(g.legal_actions()[0])
    expect_decision(g, 1, "main")
    assert [g.state.rested[a], g.state.rested[b]].count(False) == 1


def test_op09_031_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    doffy = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", doffy))
    assert g.state.rested[doffy]
