"""OP12-041 Sanji (Character): "[Activate: Main] [Once Per Turn] DON!! −1:
Activate up to 1 {Straw Hat Crew} type Event with a base cost of 3 or less
from your hand." and "[When Attacking] If the number of DON!! cards on your
field is equal to or less than the number on your opponent's field, add up
to 1 DON!! card from your DON!! deck and rest it."  Official rulings
qa_op12.md OP12-041: the Event is trashed (Q1), and its printed cost is not
paid while a cost in its text is (Q2)."""

from optcg import Action
from optcg.engine.decision_kinds import BLOCK, CHOOSE_NUMBER, MAIN, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import activations, selectable
from ..qa import VIVI

SANJI = "OP12-041"
CHEAP_EVENT = "ST14-016"     # {Straw Hat Crew} Event, cost 1
COSTLY = "OP15-056"          # {Dressrosa} Event, cost 7: not chosen
DRAW_EVENT = "OP10-061"      # {Straw Hat Crew} Event, cost 3: [Main] draw 1 card, then
                             # return up to 1 of your opponent's cost 2 or less Characters


def test_op12_041_activates_a_cheap_straw_hat_event_for_don_minus_1():
    s = Scenario(strict=True)
    sanji = s.p1.character(SANJI)
    cheap, costly, event = s.p1.hand(CHEAP_EVENT, COSTLY, DRAW_EVENT)
    s.p1.deck(*[VIVI] * 5)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", sanji, 0))
    expect_decision(g, 0, RETURN_DON)                  # DON!! −1
    g.apply(g.legal_actions()[0])
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {cheap, event}             # base cost 3 or less
    g.apply(Action("select", event))
    expect_decision(g, 0, MAIN)                        # no Character of theirs to return
    st = g.state
    assert st.trash[0] == [event]                      # Q1
    assert st.don_active[0] == 1                       # its cost of 3 not paid (Q2)
    assert len(st.hand[0]) == 3                        # cheap, costly and the card drawn
    assert activations(g, sanji) == []                 # [Once Per Turn]


def _attack(mine: int, theirs: int):
    s = Scenario(strict=True)
    sanji = s.p1.character(SANJI)
    s.p1.don(active=mine, deck=10 - mine)
    s.p2.don(active=theirs)
    g = s.build()
    g.apply(Action("attack", sanji, s.p2.leader_id))
    return g


def test_op12_041_when_attacking_adds_a_rested_don_when_not_ahead():
    g = _attack(2, 2)
    expect_decision(g, 0, CHOOSE_NUMBER)               # "up to 1": how many
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.don_rested[0] == 1 and st.don_active[0] == 2 and st.don_deck[0] == 7


def test_op12_041_when_attacking_adds_nothing_when_ahead():
    g = _attack(3, 2)
    expect_decision(g, 1, BLOCK)                       # nothing asked of P1
    st = g.state
    assert st.don_rested[0] == 0 and st.don_deck[0] == 7
