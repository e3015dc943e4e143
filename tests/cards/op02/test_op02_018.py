"""OP02-018 Marco (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import ON_KO, Ability, PlayCard, This
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import ROBIN


def test_qa_op02_018_marco_q1_otamas_minus_2000_is_gone_after_marco_returns():
    """qa_op02.md, OP02-018 Q1 (with the real OP01-006 Otama): Marco, given
    -2000 by Otama's [On Play] and then K.O.'d, is played again from the
    trash by its own [On K.O.] as a new card, without the -2000."""
    # Made-up stand-in for OP02-018: [On K.O.] play this Character card from
    # your trash rested (its cost and its Life condition are left out).
    marco = custom_card("T-OP02-018", "Marco", "Character", Ability(
        ON_KO, steps=(PlayCard(This(), rested=True),)), cost=4, power=5000)
    s = Scenario()
    otama = s.p1.hand("OP01-006")[0]
    a = s.p1.character(ROBIN)                     # 5000
    s.p1.don(active=card_def("OP01-006").cost)
    m = s.p2.character(marco, rested=True)
    g = s.build()
    g.apply(Action("play", otama))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", m))
    assert power(g.state, m) == 3000
    g.apply(Action("attack", a, m))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert m in st.chars[1] and st.rested[m]
    assert power(st, m) == 5000
