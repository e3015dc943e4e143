"""OP04-064 Ms. All Sunday (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE


def test_qa_op04_064_ms_all_sunday_q2_the_trigger_must_play_the_card():
    """qa_op04.md, OP04-064 Q2: once the [Trigger]'s DON!! -2 is paid, the
    card must be played; returning the DON!! without playing it is not a
    choice."""
    s = Scenario()
    a = s.p1.character(FRANKY)
    sunday = s.p2.life("OP04-064", NO_COUNTER_LIFE)[0]
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))                # activate it: pay the DON!! -2
    # Paid: the card is on the field at once, and the next decision is its
    # own [On Play] (how many DON!! to add), not whether to play it.
    assert sunday in g.state.chars[1]
    assert g.state.don_deck[1] == 10
    expect_decision(g, 1, DecisionKind.CHOOSE_NUMBER)
