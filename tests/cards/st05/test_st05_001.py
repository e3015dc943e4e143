"""ST05-001 Shanks (Leader): the official Q&A rulings filed under it, set up with
the real card (tests/test_faq_compiled_cards.py explains how the rulings are
named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FILM_BODY


def test_qa_st05_001_shanks_q1_the_film_bonus_does_not_reach_the_leader():
    """qa_st-05.md, ST05-001 Q1: Shanks's [Activate: Main] gives +2000 to the
    {FILM} Characters only, not to Shanks, a {FILM} Leader."""
    s = Scenario()
    shanks = s.p1.leader("ST05-001")
    film = s.p1.character(FILM_BODY)
    s.p1.don(active=3)
    g = s.build()
    assert "FILM" in card_def("ST05-001").types and "FILM" in card_def(FILM_BODY).types
    g.apply(Action("activate", shanks, 0))
    expect_decision(g, 0, DecisionKind.MAIN)          # every DON!! returns: nothing to choose
    assert g.state.don_deck[0] == 10
    assert power(g.state, film) == 7000
    assert power(g.state, shanks) == 5000
