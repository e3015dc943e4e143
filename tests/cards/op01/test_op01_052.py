"""OP01-052 Raizo (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.testing import Scenario

from ..qa import NO_COUNTER_LIFE, ROBIN, VIVI


def test_qa_op01_052_raizo_q1_the_attacking_raizo_counts_as_rested():
    """qa_op01.md, OP01-052 Q1: Raizo, rested by its own attack, and one
    other rested Character make the "2 or more rested Characters"."""
    s = Scenario()
    raizo = s.p1.character("OP01-052")
    s.p1.character(VIVI, rested=True)
    drawn = s.p1.deck(ROBIN)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", raizo, s.p2.leader_id))
    assert drawn in g.state.hand[0]
