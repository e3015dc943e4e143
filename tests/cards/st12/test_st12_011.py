"""ST12-011 Sanji (Character): the official Q&A rulings filed under it, set up
with the real card (tests/test_faq_compiled_cards.py explains how the rulings
are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import MAIN, YOU, Ability, Cards, Choose, Draw, SetActive
from optcg.engine.stats import power
from optcg.testing import Scenario, answer, custom_card

from ..qa import BLANK, NO_COUNTER_LIFE, VIVI


def draw3():
    """A made-up Event: [Main] draw 3 cards."""
    return custom_card("T-DRAW3", "Draw three", "Event", Ability(MAIN, steps=(Draw(exactly(3)),)),
                       cost=0)


def again():
    """A made-up Event: [Main] set up to 1 of your Characters as active."""
    return custom_card("T-AGAIN", "Again", "Event",
                       Ability(MAIN, steps=(SetActive(Choose(Cards(YOU))),)), cost=0)


def test_qa_st12_011_sanji_q1_the_bonus_lasts_when_the_hand_grows():
    """qa_st-12.md, ST12-011 Q1: Sanji's +2000 gained with 5 cards in hand
    stays until the start of the next turn even if the hand grows to 6 or
    more."""
    s = Scenario()
    sanji = s.p1.character("ST12-011", don=1)
    ev, *_ = s.p1.hand(draw3(), BLANK, BLANK, BLANK, BLANK)
    s.p1.deck(*[VIVI] * 6)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", sanji, s.p2.leader_id))
    assert power(g.state, sanji) == 3000 + 1000 + 2000
    g.apply(Action("play", ev))
    assert len(g.state.hand[0]) == 7
    g.apply(Action("end_phase"))
    assert g.state.turn_player == 1
    assert power(g.state, sanji) == 3000 + 2000, "no DON!! bonus on P2's turn"


def test_qa_st12_011_sanji_q2_two_attacks_give_plus_4000():
    """qa_st-12.md, ST12-011 Q2: Sanji's [When Attacking] used twice in one
    turn (set active in between) gives +4000 in all."""
    s = Scenario()
    sanji = s.p1.character("ST12-011", don=1)
    ev = s.p1.hand(again())[0]
    s.p2.life(*[NO_COUNTER_LIFE] * 3)
    g = s.build()
    g.apply(Action("attack", sanji, s.p2.leader_id))
    g.apply(Action("play", ev))
    answer(g, DecisionKind.SELECT, Action("select", sanji))
    assert not g.state.rested[sanji]
    g.apply(Action("attack", sanji, s.p2.leader_id))
    assert power(g.state, sanji) == 3000 + 1000 + 4000
    assert len(g.state.life[1]) == 1
