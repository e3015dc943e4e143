"""OP01-084 Mr.2.Bon.Kurei(Bentham) (Character): the official Q&A rulings filed
under it, set up with the real card (tests/test_faq_compiled_cards.py explains
how the rulings are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import BLUE_BAROQUE, NO_COUNTER_LIFE, ROBIN, VIVI, bottom_all, selectable


def bonkurei_game(*deck):
    s = Scenario()
    bon = s.p1.character("OP01-084", don=1)
    ids = s.p1.deck(*deck)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", bon, s.p2.leader_id))
    return g, ids


def test_qa_op01_084_mr2_q1_a_non_blue_baroque_works_event_can_be_added():
    """qa_op01.md, OP01-084 Q1: the search may take a {Baroque Works} Event
    that is not blue."""
    other_event = "OP01-087"                      # Officer Agents, a BW Event
    g, ids = bonkurei_game(other_event, VIVI)
    assert "Baroque Works" in card_def(other_event).types
    expect_decision(g, 0, DecisionKind.SELECT)
    assert selectable(g) == {ids[0]}
    g.apply(Action("select", ids[0]))
    assert ids[0] in g.state.hand[0]


def test_qa_op01_084_mr2_q2_nothing_to_add_all_go_to_the_bottom():
    """qa_op01.md, OP01-084 Q2: with no {Baroque Works} Event among them,
    all the looked-at cards go to the bottom."""
    g, ids = bonkurei_game(BLUE_BAROQUE, VIVI, VIVI, VIVI, VIVI, ROBIN)
    expect_decision(g, 0, DecisionKind.ARRANGE)                # nothing to add: no choice is asked
    assert {a.kind for a in g.legal_actions()} == {"place_bottom"}
    bottom_all(g)
    assert g.state.deck[0][-1] == ids[5] and set(g.state.deck[0][:5]) == set(ids[:5])
