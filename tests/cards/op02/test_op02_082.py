"""OP02-082 Byrnndi World (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision


def test_qa_op02_082_byrnndi_world_q1_gains_792000_power():
    """qa_op02.md, OP02-082 Q1: the +792000 printed on the card is right."""
    s = Scenario()
    bw = s.p1.character("OP02-082")
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("activate", bw, 0))
    expect_decision(g, 0, DecisionKind.MAIN)          # every DON!! returns: nothing to choose
    assert g.state.don_deck[0] == 10
    assert power(g.state, bw) == 8000 + 792000
