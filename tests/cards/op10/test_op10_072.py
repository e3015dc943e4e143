"""OP10-072 Donquixote Rosinante (Character): when played, trashing an Event
draws 2; at the end of your turn, with 7 or more DON!!, up to 2 stand up."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP10-072"
EVENT = "OP15-020"


def test_op10_072_trashes_an_event_and_draws_2():
    s = Scenario(strict=True)
    rosi, ev, vivi = s.p1.hand(CARD, EVENT, VIVI)
    s.p1.don(active=5)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", rosi))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {ev}                       # an Event only
    g.apply(Action("select", ev))
    expect_decision(g, 0, "main")
    assert ev in g.state.trash[0] and set(g.state.hand[0]) == {vivi, deck[0], deck[1]}


def test_op10_072_no_event_in_hand_no_draw():
    """With no Event in hand the cost cannot be paid, but whether the hand
    holds one is hidden from the opponent: the effect is offered all the
    same, to be declined only (CR 3-1-5, 8-3-1-3)."""
    s = Scenario(strict=True)
    rosi, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=5)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", rosi))
    expect_decision(g, 0, CONFIRM)
    assert g.decision.options == (Action("decline"),)
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [vivi]


def _end_turn(rested):
    s = Scenario(strict=True)
    s.p1.character(CARD)
    s.p1.don(rested=rested)
    g = s.build()
    g.apply(Action("end_phase"))
    return g


def test_op10_072_end_of_turn_with_7_don_sets_2_active():
    g = _end_turn(7)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 2))
    expect_decision(g, 1, "main")
    assert g.don(0).active == 2 and g.don(0).rested == 5


def test_op10_072_end_of_turn_with_6_don_nothing():
    g = _end_turn(6)
    expect_decision(g, 1, "main")
    assert g.don(0).active == 0
