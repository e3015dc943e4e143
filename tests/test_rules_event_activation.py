"""CR 2-7-3, 6-5-3-1 and 7-1-3-2-2: an Event is used by paying the card's own
cost; an activation cost of its effect that cannot be paid makes the effect
do nothing (CR 8-3-1-3; official Q&A on OP01-055: "Can I activate this Event
without resting 2 of my Characters? Yes, you can. However, nothing will
happen."), it does not make the card unusable."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import Ability, Draw, RestDon, TrashFromHand
from optcg.testing import Scenario, custom_card, expect_decision

from cards.qa import FRANKY, NO_COUNTER_LIFE

# an Event whose [Main] costs ① and a card from the hand
MAIN_EVENT = custom_card("T-EV-MAIN", "Costly Main", "Event",
                         Ability("Main", (Draw(exactly(2)),), cost=(RestDon(1), TrashFromHand(1))),
                         cost=1)
COUNTER_EVENT = custom_card("T-EV-CTR", "Costly Counter", "Event",
                            Ability("Counter", (Draw(exactly(1)),), cost=(TrashFromHand(1),)),
                            cost=0)


def _main(active: int, extra_hand: int = 0):
    s = Scenario()
    event, *others = s.p1.hand(MAIN_EVENT, *[NO_COUNTER_LIFE] * extra_hand)
    s.p1.don(active=active)
    s.p1.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    return g, event, others, list(g.state.deck[0])


def test_cr_6_5_3_1_event_offered_when_only_its_own_cost_can_be_paid():
    g, event, _, deck = _main(active=1)           # ① and the hand card: unpayable
    assert Action("play", event) in g.legal_actions()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.MAIN)          # no question: nothing happens
    st = g.state
    assert event in st.trash[0] and st.don_rested[0] == 1
    assert st.deck[0] == deck and st.hand[0] == []


def test_cr_8_3_1_4_event_with_payable_effect_cost_asks_and_resolves():
    g, event, others, deck = _main(active=2, extra_hand=1)
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    st = g.state
    assert others[0] in st.trash[0] and st.don_rested[0] == 2
    assert sorted(st.hand[0]) == sorted(deck[-2:])         # the top two drawn


def test_cr_2_7_3_event_not_offered_when_its_own_cost_cannot_be_paid():
    g, event, _, _ = _main(active=0)
    assert Action("play", event) not in g.legal_actions()


def test_cr_7_1_3_2_2_counter_event_offered_when_its_effect_cost_cannot_be_paid():
    s = Scenario()
    attacker = s.p1.character(FRANKY)
    event, = s.p2.hand(COUNTER_EVENT)             # no other card to trash
    s.p2.life(NO_COUNTER_LIFE)
    s.p2.deck(NO_COUNTER_LIFE)
    g = s.build()
    deck = list(g.state.deck[1])
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter_event", event) in g.legal_actions()
    g.apply(Action("counter_event", event))
    st = g.state
    assert event in st.trash[1] and st.deck[1] == deck      # nothing drawn
