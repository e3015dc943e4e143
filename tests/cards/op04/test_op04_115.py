"""OP04-115 Gun Modoki (Event): "[Main] You may add 1 card from the top or
bottom of your Life cards to your hand: Up to 1 of your {Land of Wano} type
Characters gains [Double Attack] during this turn."  At 0 Life the cost
cannot be paid, yet the Event can be used: only its own cost is required
(CR 6-5-3-1), and the effect does nothing (CR 8-3-1-3; Q&A on OP01-055)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE

CARD = "OP04-115"


def _game(lives: int):
    s = Scenario()
    event, = s.p1.hand(CARD)
    s.p1.don(active=1)
    life = s.p1.life(*[NO_COUNTER_LIFE] * lives)
    return s.build(), event, life


def test_op04_115_cr_6_5_3_1_usable_at_0_life_and_does_nothing():
    g, event, _ = _game(0)
    assert Action("play", event) in g.legal_actions()
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert event in st.trash[0] and st.don_rested[0] == 1 and st.hand[0] == []


def test_op04_115_with_a_life_card_the_cost_is_asked():
    g, event, life = _game(1)
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.life[0] == life
