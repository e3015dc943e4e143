"""OP04-019 Donquixote Doflamingo (Leader): the official Q&A rulings filed under
it, set up with the real card (tests/test_faq_compiled_cards.py explains how
the rulings are named).
"""

from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario

from ..qa import VIVI, end_turn


def test_qa_op04_019_doflamingo_q1_given_don_is_not_set_active():
    """qa_op04.md, OP04-019 Q1: the Leader's [End of Your Turn] sets DON!!
    cards of the cost area active, not DON!! given to a Character."""
    s = Scenario()
    s.p1.leader("OP04-019")
    c = s.p1.character(VIVI, don=2)
    s.p1.don(rested=1)
    g = s.build()
    end_turn(g)
    while g.decision is not None and g.decision.player == 0 and \
            g.decision.kind == DecisionKind.CHOOSE_NUMBER:
        g.apply(max(g.legal_actions()))
    st = g.state
    # the given DON!! stay on the Character until P1's next Refresh Phase
    assert st.turn_player == 1 and st.don[c] == 2
    assert st.don_active[0] == 1 and st.don_rested[0] == 0
