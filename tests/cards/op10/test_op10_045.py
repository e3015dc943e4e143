"""OP10-045 Cavendish (Character): once per turn when attacking, draw 2 and
trash 1."""

from test_card_compiler import card_of

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP10-045"
STAND_UP = card_of("[Main] Set up to 1 of your Characters as active.", category="Event",
                   name="Stand Up", number="T-STAND-UP", cost=0)


def test_op10_045_when_attacking_draws_2_trashes_1_once_per_turn():
    s = Scenario(strict=True)
    cav = s.p1.character(CARD)
    stand_up, = s.p1.hand(STAND_UP)
    deck = s.p1.deck(*[VIVI] * 6)
    s.p2.life(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", cav, s.p2.leader_id))
    expect_decision(g, 0, SELECT)
    assert set(g.state.hand[0]) == {stand_up, *deck[:2]}
    g.apply(Action("select", deck[0]))
    expect_decision(g, 1, "block")
    assert g.state.hand[0] == [stand_up, deck[1]] and deck[0] in g.state.trash[0]
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, "main")
    g.apply(Action("play", stand_up))                  # set active again, attack again
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", cav))
    expect_decision(g, 0, "main")
    g.apply(Action("attack", cav, s.p2.leader_id))
    expect_decision(g, 1, "block")                     # no second draw this turn
    assert g.state.hand[0] == [deck[1]] and len(g.state.deck[0]) == 4
