"""OP03-118 Ikoku Sovereignty (Event): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, custom_card, expect_decision

from ..qa import BLANK, VIVI


def test_qa_op03_118_ikoku_sovereignty_q1_trigger_life_comes_before_the_second_damage():
    """qa_op03.md, OP03-118 Q1: at 1 Life against a [Double Attack], the
    [Trigger] of the first Life card adds a Life card before the second
    damage is dealt, so the player survives the attack."""
    double = custom_card("T-DOUBLE", "Double", "Character", cost=5, power=6000,
                         keywords=("Double Attack",))
    s = Scenario()
    a = s.p1.character(double)
    ikoku = s.p2.life("OP03-118")[0]
    h1, h2 = s.p2.hand(BLANK, BLANK)
    new_life = s.p2.deck(VIVI, VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))                # activating it pays its cost (CR 10-1-5-1)
    answer(g, DecisionKind.CHOOSE_NUMBER, Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert not g.over, "the second damage took the new Life card"
    assert h1 in st.trash[1] and h2 in st.trash[1] and ikoku in st.trash[1]
    assert new_life in st.hand[1] and not st.life[1]
