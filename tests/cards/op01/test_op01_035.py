"""OP01-035 Okiku (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE, ROBIN, opts


def test_qa_op01_035_okiku_q1_the_rested_character_is_not_the_attack_target():
    """qa_op01.md, OP01-035 Q1: Okiku's [When Attacking] rest resolves after
    the attack is declared, so the Character it rests is not (and does not
    become) the target of that attack."""
    s = Scenario()
    okiku = s.p1.character("OP01-035", don=1)
    t = s.p2.character(ROBIN)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert Action("attack", okiku, t) not in opts(g), "active: not attackable"
    g.apply(Action("attack", okiku, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", t))
    assert g.state.rested[t]
    st = g.state
    assert t in st.chars[1] and len(st.life[1]) == 1, "the Leader was attacked"
