"""ST23-002 Shanks (Character, cost 9): costs 3 less in the hand while the
opponent has a Character of 8000 base power or more; when played with a Red-
Haired Pirates or Uta Leader, the Leader has +2000 through the opponent's
next End Phase. Q&A (qa_st-23-28.md, ST23-002): a base power raised by an
effect (OP04-069) counts."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, RETURN_DON
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, expect_decision

CARD = "ST23-002"
GROUNT = "EB02-042"          # 8000 base power
KID = "ST02-013"             # 7000
RED_HAIRED_LEADER = leader("Red-Haired", types=("Red-Haired Pirates",))
BON_KUREI = "OP04-069"       # base power becomes the attacker's power (4000 printed)


def test_st23_002_costs_6_against_an_8000_base_power_character():
    for foe, expected in ((GROUNT, 6), (KID, 9)):
        s = Scenario(strict=True)
        shanks, = s.p1.hand(CARD)
        s.p2.character(foe)
        s.p1.don(active=6)
        g = s.build()
        assert cost(g.state, shanks) == expected
        assert (Action("play", shanks) in g.legal_actions()) is (expected == 6)


def test_st23_002_on_play_leader_plus_2000_through_the_opponents_turn():
    for lead, bonus in ((RED_HAIRED_LEADER, 2000), (leader("Uta"), 2000), (leader("Plain"), 0)):
        s = Scenario(strict=True)
        s.p1.leader(lead)
        shanks, = s.p1.hand(CARD)
        s.p1.don(active=9)
        s.p1.deck("ST01-009", "ST01-009")
        g = s.build()
        g.apply(Action("play", shanks))
        expect_decision(g, 0, "main")
        assert power(g.state, s.p1.leader_id) == 5000 + bonus
        g.apply(Action("end_phase"))
        expect_decision(g, 1, "main")
        assert power(g.state, s.p1.leader_id) == 5000 + bonus
        g.apply(Action("end_phase"))
        expect_decision(g, 0, "main")
        assert power(g.state, s.p1.leader_id) == 5000


def test_st23_002_qa_a_base_power_raised_to_8000_by_an_effect_counts():
    """qa_st-23-28.md, ST23-002: P2's Mr.2 copies P1's 8000 attacker."""
    s = Scenario(strict=True)
    shanks, = s.p1.hand(CARD)
    grount = s.p1.character(GROUNT)                    # 8000
    s.p1.don(active=6)
    bon = s.p2.character(BON_KUREI)
    s.p2.don(active=1)
    s.p2.life("ST01-009", "ST01-009")
    g = s.build()
    assert cost(g.state, shanks) == 9
    g.apply(Action("attack", grount, s.p2.leader_id))
    expect_decision(g, 1, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, RETURN_DON)
    g.apply(g.legal_actions()[0])
    expect_decision(g, 1, "block")
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")
    assert power(g.state, bon) == 8000
    assert cost(g.state, shanks) == 6 and Action("play", shanks) in g.legal_actions()
