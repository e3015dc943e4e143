"""OP11-008 Doll (Character): a Blocker; when played, trashing a hand card
gives −6000 to an opposing Character, with a Navy Leader."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP11-008"
NAVY_LEADER = leader("Navy Leader", types=("Navy",))
KID = "ST02-013"             # 7000


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    doll, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=4)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", doll))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    return g, vivi, kid


def test_op11_008_with_a_navy_leader_gives_minus_6000():
    g, vivi, kid = _play(NAVY_LEADER)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert vivi in g.state.trash[0] and power(g.state, kid) == 1000
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert power(g.state, kid) == 7000


def test_op11_008_other_leader_the_card_is_trashed_for_nothing():
    g, vivi, kid = _play(leader("Plain"))
    expect_decision(g, 0, "main")
    assert vivi in g.state.trash[0] and power(g.state, kid) == 7000


def test_op11_008_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    doll = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", doll))
    assert g.state.rested[doll]
