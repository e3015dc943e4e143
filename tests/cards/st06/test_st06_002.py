"""ST06-002 Koby (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import opts


def test_qa_st06_002_koby_q1_played_with_no_other_card_in_hand():
    """qa_st-06.md, ST06-002 Q1: Koby can be played with no other card in
    hand; its [On Play] (whose cost trashes a card) cannot be used."""
    s = Scenario()
    koby = s.p1.hand("ST06-002")[0]
    s.p1.don(active=1)
    zero = s.p2.character(custom_card("T-COST0", "Zero cost", "Character", cost=0,
                                      power=1000))
    g = s.build()
    assert Action("play", koby) in opts(g)
    g.apply(Action("play", koby))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert koby in g.state.chars[0] and zero in g.state.chars[1]
