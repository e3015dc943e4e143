"""OP01-087 Officer Agents (Event): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE


def test_qa_op01_087_officer_agents_q1_a_character_played_by_the_counter_cannot_block():
    """qa_op01.md, OP01-087 Q1: a [Blocker] played by the [Counter] cannot
    block in this battle: the Block Step is over."""
    # A made-up {Baroque Works} [Blocker] of cost 2 to be played.
    bw_blocker = custom_card("T-BW-BLOCKER", "Agent", "Character", cost=2, power=3000,
                             types=("Baroque Works",), keywords=("Blocker",))
    s = Scenario()
    a = s.p1.character(FRANKY)
    agents, body = s.p2.hand("OP01-087", bw_blocker)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)       # no Blocker to declare
    g.apply(Action("counter_event", agents))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", body))
    assert body in g.state.chars[1]
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1, "the Leader took the damage"
    assert not g.state.rested[body]
