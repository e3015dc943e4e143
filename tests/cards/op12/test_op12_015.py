"""OP12-015 Monkey.D.Luffy (Character, 4000): +2000 while you have 2 or more
given DON!!; when played, showing 2 Events plays a red Character of 3000
power or less from the hand and then gives a rested DON!!. Q&A (qa_op12.md,
OP12-015): DON!! on different cards add up; two copies of one Event may be
shown."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP12-015"
FIRE_FIST = "OP15-020"       # an Event
NAMI = "ST01-007"            # red, 1000
KAROO = "ST01-003"           # red, 3000
ROBIN = "ST01-008"           # red, 5000: too strong


def test_op12_015_qa_given_don_on_different_cards_add_up():
    """qa_op12.md, OP12-015 Q1: 1 DON!! on the Leader and 1 on a Character."""
    s = Scenario(strict=True)
    s.p1.leader("ST01-001", don=1)
    luffy = s.p1.character(CARD)
    vivi = s.p1.character(VIVI, don=1)
    g = s.build()
    assert power(g.state, luffy) == 6000 and power(g.state, vivi) == 5000


def test_op12_015_one_given_don_is_not_enough():
    s = Scenario(strict=True)
    luffy = s.p1.character(CARD, don=1)
    g = s.build()
    assert power(g.state, luffy) == 5000               # 4000 + the DON!! only


def _play(*hand):
    s = Scenario(strict=True)
    luffy, *held = s.p1.hand(CARD, *hand)
    s.p1.don(active=4, rested=2)
    g = s.build()
    g.apply(Action("play", luffy))
    return s, g, luffy, held


def test_op12_015_qa_two_same_events_revealed_plays_a_red_3000_and_gives_a_don():
    """qa_op12.md, OP12-015 Q2: two Events with the same number."""
    s, g, luffy, (e1, e2, nami, karoo, robin) = _play(FIRE_FIST, FIRE_FIST, NAMI, KAROO, ROBIN)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("select", e1))
    g.apply(Action("select", e2))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {nami, karoo}
    g.apply(Action("select", karoo))
    assert karoo in g.state.chars[0] and {e1, e2} <= set(g.state.hand[0])   # only revealed
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", luffy))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).given == {luffy: 1} and g.don(0).rested == 5


def test_op12_015_one_event_only_nothing_happens():
    s, g, luffy, (e1, nami) = _play(FIRE_FIST, NAMI)
    assert g.decision.kind == "confirm" and g.decision.player == 0
    assert g.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")                      # 2 Events cannot be revealed
    assert g.state.hand[0] == [e1, nami] and g.don(0).given == {}
