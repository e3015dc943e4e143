"""ST09-002 Uzuki Tempura (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

import pytest

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, FRANKY, NO_COUNTER_LIFE, opts, selectable


@pytest.mark.parametrize("number", ["ST09-002", "ST09-009"])
def test_qa_st09_002_009_trigger_always_adds_this_card_to_hand(number):
    """qa_st-09.md, ST09-002 Q1 and ST09-009 Q1: after the [Trigger] effect,
    the card is added to the hand: no choice is offered."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    small = s.p1.character(CHOPPER)               # cost 1: a legal choice
    card = s.p2.life(number, NO_COUNTER_LIFE)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert small in selectable(g) and Action("select_done") in opts(g)
    g.apply(Action("select_done"))               # even choosing no Character
    expect_decision(g, 0, DecisionKind.MAIN)
    assert card in g.state.hand[1]
    assert small in g.state.chars[0]
