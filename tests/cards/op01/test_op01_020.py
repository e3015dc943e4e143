"""OP01-020 Hyogoro (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import LUFFY_LEADER, opts


def test_qa_op01_020_hyogoro_q1_rest_cost_usable_on_the_turn_it_is_played():
    """qa_op01.md, OP01-020 Q1: Hyogoro's "rest this Character" cost can be
    paid on the turn it is played."""
    s = Scenario()
    h = s.p1.hand("OP01-020")[0]
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", h))
    act = Action("activate", h, 0)
    assert act in opts(g)
    g.apply(act)                                  # the rest cost is paid, not confirmed
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert g.state.rested[h]
    assert power(g.state, s.p1.leader_id) == card_def(LUFFY_LEADER).power + 2000
