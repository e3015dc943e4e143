"""OP15-046 Sabo (Character, [Blocker]): "[On Play] If your Leader has the
{Dressrosa} type, activate up to 1 {Dressrosa} type Event from your hand."
The Event is activated without paying its printed cost (official ruling
qa_op12.md OP12-041 Q2, the same wording), trashed after its effect
(faq_op15-eb04.md OP15-046 Q1), and it is activating an Event (CR 8-5-4;
faq_op15-eb04.md, a ruling under another card on OP15-046)."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.decision_kinds import MAIN, SELECT
from optcg.engine.effects import language as L
from optcg.engine.effects.targets import holds
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import LUFFY_LEADER, VIVI

SABO = "OP15-046"            # cost 7
LUCY = "OP15-002"            # Leader, {Dressrosa}, 5000 power
FLAME_FRUIT = "OP15-056"     # {Dressrosa} Event, cost 7: [Main] draw 2, then
                             # your [Lucy] Leader gains [Double Attack] and +3000
JUST_WATCH = "OP15-021"      # {Dressrosa} Event, cost 4
OTHER_EVENT = "OP03-056"     # an Event that is not {Dressrosa}


def _play_sabo(leader: str):
    s = Scenario(strict=True)
    leader_id = s.p1.leader(leader)
    sabo, fruit, watch, other = s.p1.hand(SABO, FLAME_FRUIT, JUST_WATCH, OTHER_EVENT)
    s.p1.deck(*[VIVI] * 5)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", sabo))
    return g, leader_id, fruit, watch, other


def test_op15_046_activates_a_dressrosa_event_from_the_hand_for_free():
    g, lucy, fruit, watch, other = _play_sabo(LUCY)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {fruit, watch}             # {Dressrosa} Events only
    g.apply(Action("select", fruit))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert st.trash[0] == [fruit]                      # trashed (Q1)
    assert st.don_active[0] == 0 and st.don_rested[0] == 7    # only Sabo was paid for
    assert len(st.hand[0]) == 4                        # watch, other and 2 drawn
    assert power(st, lucy) == 8000                     # its [Main] resolved
    assert holds(st, L.EventActivatedThisTurn(7), lucy, 0)    # an Event activated


def test_op15_046_may_activate_none():
    g, lucy, fruit, watch, other = _play_sabo(LUCY)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, 0, MAIN)
    assert g.state.trash[0] == [] and not holds(g.state, L.EventActivatedThisTurn(1), lucy, 0)


def test_op15_046_without_a_dressrosa_leader_nothing_is_activated():
    g, leader, fruit, watch, other = _play_sabo(LUFFY_LEADER)
    expect_decision(g, 0, MAIN)                        # not asked
    st = g.state
    assert st.trash[0] == [] and {fruit, watch, other} <= set(st.hand[0])


def test_op15_046_has_blocker():
    assert card_def(SABO).implemented and "Blocker" in card_def(SABO).keyword_names()


def test_op15_046_counter_only_events_are_not_offered():
    """Only an Event with a [Main] effect can be activated by such an effect
    (qa_op12.md, OP12-041 Q5, the same wording): OP05-095 ([Counter] only)
    and OP04-095 ([Counter] and [Trigger]) are {Dressrosa} Events not offered."""
    s = Scenario(strict=True)
    s.p1.leader(LUCY)
    sabo, fruit, claw, barrier = s.p1.hand(SABO, FLAME_FRUIT, "OP05-095", "OP04-095")
    s.p1.deck(*[VIVI] * 5)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", sabo))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {fruit}
