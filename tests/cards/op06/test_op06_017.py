"""OP06-017 Meteor-Strike of Love (Event): as a Main or a Counter, moving the
top Life card to the hand gives +3000 for the turn."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP06-017"


def test_op06_017_main_takes_a_life_card_for_3000():
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    top, bottom = s.p1.life(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)                      # the top Life card (strict)
    g.apply(g.legal_actions()[0])
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [top] and g.state.life[0] == [bottom]
    assert power(g.state, s.p1.leader_id) == 8000


def test_op06_017_counter_declined_no_power():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    s.p1.life(VIVI, VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 5000 and len(g.state.life[0]) == 2


def test_op06_017_no_life_card_cannot_pay():
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, "main")
    assert power(g.state, s.p1.leader_id) == 5000
