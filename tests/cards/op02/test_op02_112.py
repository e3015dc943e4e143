"""OP02-112 Bell-mère (Character): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import LUFFY_LEADER, selectable


def test_qa_op02_112_bellmere_q1_the_power_part_works_with_no_opposing_character():
    """qa_op02.md, OP02-112 Q1: with no Character on the opponent's side,
    the "then +1000 power" part of Bell-mere's effect still applies."""
    s = Scenario()
    bm = s.p1.character("OP02-112")
    g = s.build()
    g.apply(Action("activate", bm, 0))            # no opposing Character: the power part
    expect_decision(g, 0, DecisionKind.SELECT)
    assert s.p1.leader_id in selectable(g)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == card_def(LUFFY_LEADER).power + 1000
