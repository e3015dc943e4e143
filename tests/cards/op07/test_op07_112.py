"""OP07-112 Lucy (Character): "[When Attacking] [Once Per Turn] You may add 1
card from the top or bottom of your Life cards to your hand: You may rest up
to 1 of your opponent's Characters with a cost of 4 or less. Then, if you have
1 or less Life cards, add up to 1 card from the top of your deck to the top of
your Life cards." (the second "you may" is a May step)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

LUCY = "OP07-112"
COST_5 = "ST03-003"


def _attack(lives: int):
    """Lucy attacks; its cost is paid with the top Life card."""
    s = Scenario()
    lucy = s.p1.character(LUCY)
    life = s.p1.life(*[NO_COUNTER_LIFE] * lives)     # top first
    deck = s.p1.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    four = s.p2.character(FRANKY)
    five = s.p2.character(COST_5)
    g = s.build()
    g.apply(Action("attack", lucy, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)                    # the cost
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)  # the top (0) or the bottom Life card
    g.apply(Action("number", -1, 0))
    expect_decision(g, 0, DecisionKind.CONFIRM)                    # "You may rest up to 1 ..."
    return g, life, deck, four, five


def test_op07_112_rests_a_cost_4_or_less_character_then_adds_life():
    g, life, deck, four, five = _attack(2)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {four}
    g.apply(Action("select", four))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)  # 1 Life card left: up to 1 from the deck
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.rested[four] and not st.rested[five]
    assert st.hand[0] == [life[0]] and st.life[0] == [life[1], deck[0]]


def test_op07_112_declining_the_rest_still_adds_life():
    g, life, deck, four, five = _attack(2)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    st = g.state
    assert not st.rested[four] and st.life[0] == [life[1], deck[0]]


def test_op07_112_with_2_life_cards_left_no_life_is_added():
    g, life, deck, four, five = _attack(3)
    g.apply(Action("accept"))
    g.apply(Action("select", four))
    expect_decision(g, 1, DecisionKind.BLOCK)  # the effect is over: the Block Step
    st = g.state
    assert st.rested[four] and len(st.life[0]) == 2 and len(st.deck[0]) == 2
