"""OP01-001 Roronoa Zoro (Leader): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario

from ..qa import ROBIN, VIVI


def test_qa_op01_001_zoro_q1_q2_plus_1000_once_and_for_new_characters():
    """qa_op01.md, OP01-001 Q1 and Q2: with 2 DON!! given to the Leader its
    [Your Turn] bonus to all Characters is still +1000, and a Character
    played after the DON!! was given gains it as well."""
    s = Scenario()
    s.p1.leader("OP01-001", don=2)
    robin = s.p1.character(ROBIN)
    vivi = s.p1.hand(VIVI)[0]
    s.p1.don(active=2)
    g = s.build()
    assert power(g.state, robin) == 6000, "+1000, not +2000"
    g.apply(Action("play", vivi))
    assert power(g.state, vivi) == 5000
