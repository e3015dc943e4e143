"""OP01-055 You Can Be My Samurai!! (Event): "[Main] You may rest 2 of your
Characters: Draw 2 cards."  Official Q&A (qa_op01.md, OP01-055 Q2): the
Event can be activated without resting 2 Characters, but nothing happens
(CR 6-5-3-1, 8-3-1-3)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE, ROBIN

CARD = "OP01-055"


def _game(characters: int):
    s = Scenario()
    event, = s.p1.hand(CARD)
    s.p1.don(active=1)
    chars = s.p1.characters(*[ROBIN] * characters)
    s.p1.deck(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    return g, event, chars, list(g.state.deck[0])


def test_qa_op01_055_q2_activated_with_one_character_nothing_happens():
    g, event, chars, deck = _game(1)
    assert Action("play", event) in g.legal_actions()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert event in st.trash[0] and st.deck[0] == deck and not st.rested[chars[0]]


def test_op01_055_rests_two_characters_and_draws_two():
    g, event, chars, deck = _game(2)
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    st = g.state
    assert all(st.rested[c] for c in chars)
    assert sorted(st.hand[0]) == sorted(deck[-2:])
