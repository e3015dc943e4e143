"""OP06-115 You're the One Who Should Disappear. (Event): "[Counter] You may
trash 1 card from your hand: Up to 1 of your Leader or Character cards gains
+3000 power during this battle." and "[Trigger] If you have 0 Life cards, you
may add up to 1 card from the top of your deck to the top of your Life cards.
Then, trash 1 card from your hand." (the general "you may", effects.May)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

CARD = "OP06-115"


def _hit_into_the_trigger(*life):
    """P1's Franky attacks P2's Leader; P2's top Life card is OP06-115, and
    P2 holds two cards and a deck of two."""
    s = Scenario()
    franky = s.p1.character(FRANKY)
    s.p2.life(CARD, *life)
    hand = s.p2.hand(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    deck = s.p2.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, hand, deck


def _trash_one(g, hand):
    expect_decision(g, 1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == set(hand)
    g.apply(Action("select", hand[0]))


def test_op06_115_trigger_at_0_life_adds_the_top_card_to_life_then_trashes():
    g, hand, deck = _hit_into_the_trigger()
    expect_decision(g, 1, DecisionKind.CONFIRM)               # "you may add ..."
    g.apply(Action("accept"))
    g.apply(Action("number", -1, 1))             # up to 1: one
    _trash_one(g, hand)
    st = g.state
    assert st.life[1] == [deck[0]] and st.deck[1] == [deck[1]]
    assert st.hand[1] == [hand[1]] and hand[0] in st.trash[1]


def test_op06_115_trigger_declined_only_trashes():
    g, hand, deck = _hit_into_the_trigger()
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    declined = [e for e in g.events_for(0) if type(e).__name__ == "StepDeclined"]
    assert [(e.player, e.rule) for e in declined] == [(1, "8-3-1-4")]   # told to both
    _trash_one(g, hand)
    st = g.state
    assert st.life[1] == [] and len(st.deck[1]) == 2
    assert st.hand[1] == [hand[1]] and hand[0] in st.trash[1]


def test_op06_115_trigger_with_a_life_card_left_does_nothing():
    g, hand, deck = _hit_into_the_trigger(NO_COUNTER_LIFE)
    expect_decision(g, 0, "main")                # no question: the condition fails
    st = g.state
    assert len(st.life[1]) == 1 and len(st.deck[1]) == 2
    assert st.hand[1] == hand and not set(hand) & set(st.trash[1])


def _counter(answer):
    """P1's Franky (6000) attacks P2's 5000 Leader; P2 plays OP06-115 as its
    Counter and answers its "You may trash 1 card from your hand" cost."""
    s = Scenario()
    franky = s.p1.character(FRANKY)
    s.p2.life(NO_COUNTER_LIFE)
    event, other = s.p2.hand(CARD, NO_COUNTER_LIFE)
    g = s.build()
    leader = s.p2.leader_id
    g.apply(Action("attack", franky, leader))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", event))     # cost 0
    expect_decision(g, 1, DecisionKind.CONFIRM)               # the cost may be declined
    g.apply(Action(answer))
    return g, leader, event, other


def test_op06_115_counter_trashes_a_card_for_3000_during_this_battle():
    g, leader, event, other = _counter("accept")
    st = g.state
    assert other in st.trash[1]                  # the only other card: the cost
    expect_decision(g, 1, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {leader}
    g.apply(Action("select", leader))
    # 8000 against 6000: the battle ends with no damage, and the +3000 with it
    expect_decision(g, 0, "main")
    assert len(st.life[1]) == 1 and power(st, leader) == 5000


def test_op06_115_counter_declined_gives_no_power():
    g, leader, event, other = _counter("decline")
    st = g.state
    expect_decision(g, 0, "main")                # 5000 against 6000: a Life card lost
    assert other in st.hand[1] and st.life[1] == [] and event in st.trash[1]


def test_op06_115_qa_at_0_life_and_an_empty_hand_the_card_is_still_added():
    """qa_op06.md, OP06-115 Q1: with 0 Life cards and 0 cards in hand, the
    [Trigger] still adds the top card of the deck to the Life cards."""
    s = Scenario()
    franky = s.p1.character(FRANKY)
    s.p2.life(CARD)
    deck = s.p2.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", franky, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.MAIN)               # nothing to trash
    assert g.state.life[1] == [deck[0]] and g.state.hand[1] == []
