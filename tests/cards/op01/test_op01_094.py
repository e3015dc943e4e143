"""OP01-094 Kaido (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, VIVI


def test_qa_op01_094_kaido_q1_no_animal_kingdom_leader_don_paid_for_nothing():
    """qa_op01.md, OP01-094 Q1: Kaido can be played without an {Animal
    Kingdom Pirates} Leader; its DON!! -6 may be paid and nothing is K.O.'d."""
    s = Scenario()
    k = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    other = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", k))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.don_deck[0] == 6
    assert other in g.state.chars[1] and k in g.state.chars[0]


def test_qa_op01_094_kaido_q2_only_this_kaido_is_spared():
    """qa_op01.md, OP01-094 Q2: "other than this Character" spares only the
    Kaido whose effect it is; another Kaido on the field is K.O.'d."""
    s = Scenario()
    s.p1.leader("ST04-001")                       # {Animal Kingdom Pirates}
    old = s.p1.character("OP01-094")
    mine = s.p1.character(VIVI)
    k = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    theirs = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", k))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    st = g.state
    assert st.chars[0] == [k]
    assert old in st.trash[0] and mine in st.trash[0] and theirs in st.trash[1]
