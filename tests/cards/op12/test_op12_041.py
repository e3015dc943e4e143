"""OP12-041 Sanji (Character): "[Activate: Main] [Once Per Turn] DON!! −1:
Activate up to 1 {Straw Hat Crew} type Event with a base cost of 3 or less
from your hand." and "[When Attacking] If the number of DON!! cards on your
field is equal to or less than the number on your opponent's field, add up
to 1 DON!! card from your DON!! deck and rest it."  Official rulings
qa_op12.md OP12-041: the Event is trashed (Q1), and its printed cost is not
paid while a cost in its text is (Q2)."""

from optcg import Action
from optcg.engine.decision_kinds import BLOCK, CHOOSE_NUMBER, CONFIRM, MAIN, RETURN_DON, SELECT
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


def test_op12_041_q3_gum_gum_lightning_still_returns_2_don():
    """qa_op12.md, OP12-041 Q3: OP09-077 Gum-Gum Lightning activated by Sanji
    still has its DON!! -2 paid: DON!! -1 for Sanji, then 2 more."""
    s = Scenario(strict=True)
    sanji = s.p1.character(SANJI)
    lightning, = s.p1.hand("OP09-077")
    victim = s.p2.character(VIVI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("activate", sanji, 0))
    g.apply(g.legal_actions()[0])                      # DON!! −1 of Sanji
    g.apply(Action("select", lightning))
    expect_decision(g, 0, CONFIRM)                     # the Event's cost: pay it
    g.apply(Action("accept"))
    for _ in range(2):                                 # DON!! −2 of the Event
        expect_decision(g, 0, RETURN_DON)
        g.apply(g.legal_actions()[0])
    g.apply(Action("select", victim))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert victim in st.trash[1] and lightning in st.trash[0]
    assert st.don_active[0] == 0 and st.don_deck[0] == 10


def test_op12_041_q4_page_one_draws_for_the_event_sanji_activates():
    """qa_op12.md, OP12-041 Q4: an Event activated by Sanji's effect is an
    Event you activate: OP04-053 Page One (1 DON!! given) draws 1 and places
    1 card at the bottom."""
    s = Scenario(strict=True)
    sanji = s.p1.character(SANJI)
    s.p1.character("OP04-053", don=1)
    event, = s.p1.hand(CHEAP_EVENT)                    # [Main] draw 1, then +3 cost
    s.p1.deck(VIVI, VIVI, VIVI, VIVI)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", sanji, 0))
    g.apply(g.legal_actions()[0])
    g.apply(Action("select", event))
    expect_decision(g, 0, SELECT)                      # the Event's +3 cost: none taken
    g.apply(Action("select_done"))
    expect_decision(g, 0, SELECT)                      # Page One: 1 card to the bottom
    assert len(g.state.hand[0]) == 2                   # the Event's draw and Page One's
    bottom = g.state.hand[0][0]
    g.apply(Action("select", bottom))
    expect_decision(g, 0, MAIN)
    assert g.state.deck[0][0] == bottom                # the bottom of the deck


def test_op12_041_q5_counter_only_events_cannot_be_activated():
    """qa_op12.md, OP12-041 Q5: only [Main] effects may be activated; a
    {Straw Hat Crew} Event with only [Counter] (OP09-078) or [Counter] and
    [Trigger] (ST01-014) is not offered."""
    s = Scenario(strict=True)
    sanji = s.p1.character(SANJI)
    counter_only, counter_trigger, main = s.p1.hand("OP09-078", "ST01-014", CHEAP_EVENT)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", sanji, 0))
    g.apply(g.legal_actions()[0])
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {main}
