"""OP07-071 Foxy (Character): in the opponent's turn, with a Foxy Pirates
Leader, their Characters have −1000; once per turn, a rested DON!! from the
DON!! deck."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

CARD = "OP07-071"
FOXY_LEADER = leader("Foxy", types=("Foxy Pirates",))
FRANKY = "ST01-010"          # 6000


def test_op07_071_opponents_characters_lose_1000_in_the_opponents_turn():
    for lead, turn_player, expected in ((FOXY_LEADER, 1, 5000), (FOXY_LEADER, 0, 6000),
                                        (leader("Plain"), 1, 6000)):
        s = Scenario(turn=4 - turn_player, turn_player=turn_player, strict=True)
        s.p1.leader(lead)
        s.p1.character(CARD)
        franky = s.p2.character(FRANKY)
        g = s.build()
        assert power(g.state, franky) == expected, (turn_player, expected)


def test_op07_071_activate_adds_a_rested_don_once_per_turn():
    s = Scenario(strict=True)
    foxy = s.p1.character(CARD)
    g = s.build()
    g.apply(Action("activate", foxy, 0))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).rested == 1
    assert Action("activate", foxy, 0) not in g.legal_actions()
