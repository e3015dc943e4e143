"""EB01-038 Oh Come My Way (Event): as a Counter, for DON!! −1 and with a
Baroque Works Leader, the attack is redirected to one of your Characters;
its Trigger draws 2 for DON!! −1. Q&A (qa_eb01.md, EB01-038): the new target
may be active; a Blocker made the target does not block (the Block Step is
over)."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "EB01-038"
BW_LEADER = "OP01-062"       # Crocodile, {Baroque Works}
CHOPPER = "ST01-006"         # [Blocker], 1000


def _counter(lead):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    life = s.p1.life(VIVI)
    vivi, chopper = s.p1.character(VIVI), s.p1.character(CHOPPER)
    att = s.p2.character("OP01-018")                   # 6000
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect_decision(g, 0, "block")
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    return s, g, life, vivi, chopper


def test_eb01_038_qa_the_attack_moves_to_an_active_character():
    """qa_eb01.md, EB01-038 Q1."""
    s, g, life, vivi, chopper = _counter(BW_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {vivi, chopper}
    g.apply(Action("select", vivi))
    expect_decision(g, 0, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert vivi in g.state.trash[0] and len(g.state.life[0]) == 1    # the Leader unhurt


def test_eb01_038_qa_a_blocker_made_the_target_does_not_block():
    """qa_eb01.md, EB01-038 Q2: no Block Step comes again."""
    s, g, life, vivi, chopper = _counter(BW_LEADER)
    g.apply(Action("select", chopper))
    expect_decision(g, 0, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert chopper in g.state.trash[0] and len(g.state.life[0]) == 1


def test_eb01_038_other_leader_the_don_is_returned_and_the_leader_is_hit():
    s, g, life, vivi, chopper = _counter("ST01-001")
    expect_decision(g, 0, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert g.state.life[0] == [] and vivi in g.state.chars[0] and g.don(0).deck == 9


def test_eb01_038_trigger_returns_a_don_and_draws_2():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    s.p1.don(active=1)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 1))
    expect_decision(g, 1, "main")
    assert set(deck[:2]) <= set(g.state.hand[0]) and g.don(0).deck == 10
