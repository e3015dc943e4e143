"""OP02-082 Byrnndi World (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import CONFIRM, RETURN_DON
from optcg.engine.stats import power
from optcg.testing import Scenario


def test_qa_op02_082_byrnndi_world_q1_gains_792000_power():
    """qa_op02.md, OP02-082 Q1: the +792000 printed on the card is right."""
    s = Scenario()
    bw = s.p1.character("OP02-082")
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("activate", bw, 0))
    while g.decision.kind in (CONFIRM, RETURN_DON):
        g.apply(Action("accept") if g.decision.kind == CONFIRM
                else min(g.legal_actions()))
    assert power(g.state, bw) == 8000 + 792000
