"""EB04-019 Eleclaw (Event): "[Main] You may rest 1 of your cards: If your
Leader has the {Minks} type, give up to 1 of your opponent's Characters −3
cost during this turn."  With no card left to rest after paying its cost,
the Event can still be used (CR 6-5-3-1); its effect does nothing
(CR 8-3-1-3; Q&A on OP01-055)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY

CARD = "EB04-019"


def test_eb04_019_cr_6_5_3_1_usable_with_nothing_to_rest():
    s = Scenario()
    s.p1.leader("ST01-001", rested=True)
    event, = s.p1.hand(CARD)
    s.p1.don(active=1)                            # the Event's own cost
    s.p2.character(FRANKY)
    g = s.build()
    assert Action("play", event) in g.legal_actions()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert event in g.state.trash[0]


def test_eb04_019_with_an_active_leader_the_cost_is_asked():
    s = Scenario()
    event, = s.p1.hand(CARD)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
