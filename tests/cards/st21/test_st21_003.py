"""ST21-003 Sanji (Character): when played, a Straw Hat Crew Character of 6000
power or more is chosen; its attacks this turn cannot be blocked. Q&A
(qa_st-21.md, ST21-003): another attacker may still be blocked."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "ST21-003"
FRANKY = "ST01-010"          # {Straw Hat Crew}, 6000
ROBIN = "ST01-008"           # {Straw Hat Crew}, 5000
CHOPPER = "ST01-006"         # [Blocker]


def test_st21_003_qa_the_selected_attacker_cannot_be_blocked_another_can():
    """qa_st-21.md, ST21-003."""
    s = Scenario(strict=True)
    sanji, = s.p1.hand(CARD)
    s.p1.don(active=2)
    franky, robin = s.p1.character(FRANKY), s.p1.character(ROBIN)
    chopper = s.p2.character(CHOPPER)
    s.p2.life(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", sanji))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky}                   # 6000 or more
    g.apply(Action("select", franky))
    g.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(g, 1, "block")
    assert Action("block", chopper) not in g.legal_actions()
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    g.apply(Action("attack", robin, s.p2.leader_id))
    expect_decision(g, 1, "block")
    assert Action("block", chopper) in g.legal_actions()
