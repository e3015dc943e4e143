"""OP02-050 Inazuma (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import BLANK, FRANKY, counter_plus


def test_qa_op02_050_inazuma_q1_a_counter_that_empties_the_hand_gives_plus_2000():
    """qa_op02.md, OP02-050 Q1: Inazuma is attacked; using a Counter from
    the hand takes the hand to 1 card, and Inazuma gains its +2000."""
    s = Scenario()
    a = s.p1.character(FRANKY, don=1)             # 7000
    inazuma = s.p2.character("OP02-050", rested=True)
    ctr, keep = s.p2.hand(counter_plus(1000), BLANK)
    g = s.build()
    assert power(g.state, inazuma) == 5000, "2 cards in hand"
    g.apply(Action("attack", a, inazuma))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter", ctr, inazuma))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.hand[1] == [keep]
    assert inazuma in g.state.chars[1], "5000 + 1000 + 2000 = 8000 beats 7000"
    assert power(g.state, inazuma) == 7000, "the +1000 Counter lasted for the battle"
