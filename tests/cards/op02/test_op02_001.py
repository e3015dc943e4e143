"""OP02-001 Edward.Newgate (Leader): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg.testing import Scenario

from ..qa import BLANK, end_turn


def test_qa_op02_001_newgate_q1_no_life_card_nothing_happens_and_no_defeat():
    """qa_op02.md, OP02-001 Q1: at the end of the turn, with no Life card,
    Newgate's [End of Your Turn] does nothing and does not lose the game."""
    s = Scenario()
    s.p1.leader("OP02-001")
    s.p1.hand(BLANK)
    g = s.build()
    assert not g.state.life[0]
    end_turn(g)
    assert not g.over
    assert g.state.turn_player == 1 and g.state.hand[0] != []
