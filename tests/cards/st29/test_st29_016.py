"""ST29-016 Kizaru!! Compared to Two Years Ago We're a Hundred Times Stronger
Now!! (Event): its Main makes a Monkey.D.Luffy Leader Unblockable this turn;
as a Counter, the Leader has +3000 for the battle. Q&A (qa_st-29.md,
ST29-016): redirecting an Unblockable attack by an effect (EB01-038) is not
blocking."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "ST29-016"
CHOPPER = "ST01-006"         # [Blocker]
OH_COME_MY_WAY = "EB01-038"
BW_LEADER = "OP01-062"


def _main(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    chopper = s.p2.character(CHOPPER)
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, "main")
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, "block")
    return g, chopper


def test_st29_016_main_luffy_leader_cannot_be_blocked():
    g, chopper = _main("ST01-001")
    assert Action("block", chopper) not in g.legal_actions()


def test_st29_016_main_other_leader_can_be_blocked():
    g, chopper = _main(leader("Nami"))
    assert Action("block", chopper) in g.legal_actions()


def test_st29_016_counter_plus_3000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 8000


def test_st29_016_qa_an_unblockable_attack_can_still_be_moved_by_an_effect():
    """qa_st-29.md, ST29-016 Q2: EB01-038 moves the [Unblockable] Leader's
    attack to a [Blocker] Character."""
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p2.leader(BW_LEADER)
    move, = s.p2.hand(OH_COME_MY_WAY)
    s.p2.don(active=1)
    chopper = s.p2.character(CHOPPER)
    s.p2.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", e))
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, "block")
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", move))
    expect_decision(g, 1, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, RETURN_DON)
    g.apply(g.legal_actions()[0])
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", chopper))
    expect_decision(g, 1, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")
    assert chopper in g.state.trash[1] and len(g.state.life[1]) == 2
