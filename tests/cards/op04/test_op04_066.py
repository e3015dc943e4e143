"""OP04-066 Miss.Valentine(Mikita): "[Trigger] DON!! −1: Play this card."

A [Trigger] whose cost cannot be paid cannot be activated (CR 8-3-1-3), so
it is not offered, and the card is added to the hand (CR 10-1-5-2); one
the player chooses not to pay for is not activated either (CR 8-3-1-4).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

MIKITA = "OP04-066"


def _hit(don: int):
    s = Scenario(turn=3, turn_player=0)
    a = s.p1.character(FRANKY)
    mikita = s.p2.life(MIKITA, NO_COUNTER_LIFE)[0]
    s.p2.don(active=don, deck=10 - don)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    return g, mikita


def test_op04_066_trigger_with_no_don_is_not_offered_and_goes_to_hand():
    g, mikita = _hit(0)
    assert list(g.legal_actions()) == [Action("decline_trigger")]
    g.apply(Action("decline_trigger"))
    st = g.state
    assert mikita in st.hand[1]
    assert mikita not in st.trash[1] and mikita not in st.chars[1]


def test_op04_066_trigger_declined_goes_to_hand_and_keeps_the_don():
    g, mikita = _hit(1)
    g.apply(Action("decline_trigger"))
    st = g.state
    assert mikita in st.hand[1] and st.don_active[1] == 1


def test_op04_066_trigger_used_returns_the_don_and_plays_the_card():
    g, mikita = _hit(1)
    g.apply(Action("use_trigger"))
    st = g.state
    assert mikita in st.chars[1]
    assert st.don_active[1] == 0 and st.don_deck[1] == 10


def test_qa_op04_066_q1_may_add_another_mikita():
    """qa_op04.md, OP04-066 Q1: the [On Play] may add another
    [Miss.Valentine(Mikita)] (a "Baroque Works" type card)."""
    s = Scenario(strict=True)
    mikita, = s.p1.hand(MIKITA)
    other, *_ = s.p1.deck(MIKITA, FRANKY, FRANKY, FRANKY, FRANKY)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", mikita))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", other))
    assert other in g.state.hand[0]
