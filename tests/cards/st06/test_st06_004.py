"""ST06-004 Smoker (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import CannotBeKOd, Static, This
from optcg.testing import Scenario, custom_card, expect_decision

from test_card_compiler import card_of

from ..qa import VIVI


def test_qa_st06_004_smoker_q2_not_koed_by_kaidos_on_play():
    """qa_st-06.md, ST06-004 Q2 (with the real OP01-094 Kaido): a Character
    that cannot be K.O.'d by effects survives Kaido's [On Play], which
    K.O.s every other Character."""
    # Made-up stand-in for ST06-004: this Character cannot be K.O.'d by
    # effects (its [Double Attack] part is left out).
    smoker = custom_card("T-ST06-004", "Smoker", "Character", Static(
        CannotBeKOd(This(), by="effects")), cost=5, power=6000)
    s = Scenario()
    s.p1.leader("ST04-001")                       # {Animal Kingdom Pirates}
    kaido = s.p1.hand("OP01-094")[0]
    s.p1.don(active=10)
    sm = s.p2.character(smoker)
    other = s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", kaido))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    st = g.state
    assert other in st.trash[1]
    assert sm in st.chars[1]


def test_qa_st06_004_q1_cost_0_character_gone_before_damage_one_damage():
    """qa_st-06.md, ST06-004 Q1: the cost-0 Character removed by a [Counter]
    before the Damage Step, Smoker loses [Double Attack]: 1 damage."""
    zero = custom_card("T-ZERO", "Zero", cost=0, power=1000)
    bounce = card_of("[Counter] Return up to 1 Character with a cost of 0 to the owner's "
                     "hand.", category="Event", name="Bounce Zero", number="T-BNC0", cost=0)
    s = Scenario(strict=True)
    smoker = s.p1.character("ST06-004", don=1)
    z = s.p2.character(zero)
    ev, = s.p2.hand(bounce)
    s.p2.life(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("attack", smoker, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", z))
    g.apply(Action("end_counters"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 2
