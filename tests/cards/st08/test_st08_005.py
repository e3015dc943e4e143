"""ST08-005 Shanks (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLANK, CHOPPER, VIVI


def test_qa_st08_005_shanks_q1_all_cost_1_characters_are_koed_with_no_choice():
    """qa_st-08.md, ST08-005 Q1: once the cost is paid, every Character with
    a cost of 1 or less, the player's own included, is K.O.'d."""
    s = Scenario()
    shanks = s.p1.hand("ST08-005")[0]
    card = s.p1.hand(BLANK)[0]
    own_small = s.p1.character(CHOPPER)           # cost 1
    own_big = s.p1.character(VIVI)
    their_small = s.p2.character(CHOPPER)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", shanks))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))                     # the only hand card is trashed
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert card in st.trash[0]
    assert own_small in st.trash[0] and their_small in st.trash[1]
    assert own_big in st.chars[0] and shanks in st.chars[0]
