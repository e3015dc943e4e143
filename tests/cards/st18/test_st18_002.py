"""ST18-002 O-Nami (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI


def test_qa_st18_002_o_nami_q1_draws_2_with_an_empty_hand():
    """qa_st-15-20.md, ST18-002 Q1: with no card in hand and 8 or more
    DON!! on the field, O-Nami's [On Play] still draws 2 cards."""
    s = Scenario()
    nami = s.p1.hand("ST18-002")[0]
    drawn = s.p1.deck(VIVI, VIVI, VIVI)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", nami))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert set(g.state.hand[0]) == set(drawn[:2])
