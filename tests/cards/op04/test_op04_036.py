"""OP04-036 Donquixote Family (Event): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision


def test_qa_op04_036_donquixote_family_q1_not_activatable_in_the_main_phase():
    """qa_op04.md, OP04-036 Q1: the [Counter] Event cannot be activated
    from the hand in the Main Phase."""
    s = Scenario()
    fam = s.p1.hand("OP04-036")[0]
    s.p1.don(active=5)
    g = s.build()
    expect_decision(g, 0, DecisionKind.MAIN)
    assert not any(a.card == fam for a in g.legal_actions())
