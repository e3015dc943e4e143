"""OP05-097 Mary Geoise (Stage): in your turn, Celestial Dragons Characters of
cost 2 or more cost 1 less to play from the hand."""

from optcg import Action
from optcg.testing import Scenario

CARD = "OP05-097"
ROSWARD = "OP05-092"         # {Celestial Dragons}, cost 5
HOMING = "OP10-093"          # {Celestial Dragons}, cost 1
FRANKY = "ST01-010"          # cost 4, not {Celestial Dragons}


def test_op05_097_a_celestial_dragon_costs_1_less():
    s = Scenario(strict=True)
    s.p1.stage(CARD)
    rosward, franky = s.p1.hand(ROSWARD, FRANKY)
    s.p1.don(active=4)
    g = s.build()
    assert Action("play", rosward) in g.legal_actions()          # 5 − 1 = 4
    assert Action("play", franky) in g.legal_actions()
    g.apply(Action("play", rosward))
    assert g.don(0).active == 0 and rosward in g.state.chars[0]


def test_op05_097_no_stage_or_not_a_celestial_dragon_full_cost():
    s = Scenario(strict=True)
    rosward, = s.p1.hand(ROSWARD)
    s.p1.don(active=4)
    g = s.build()
    assert Action("play", rosward) not in g.legal_actions()
    s = Scenario(strict=True)
    s.p1.stage(CARD)
    franky, = s.p1.hand(FRANKY)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", franky))                    # 4: not reduced
    assert g.don(0).active == 0
    s = Scenario(strict=True)
    s.p1.stage(CARD)
    homing, = s.p1.hand(HOMING)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", homing))                    # cost 1: not reduced to 0
    assert g.don(0).active == 0
