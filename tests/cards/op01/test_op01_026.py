"""OP01-026 Gum-Gum Fire-Fist Pistol Red Hawk (Event): the official Q&A rulings
filed under it, set up with the real card (tests/test_faq_compiled_cards.py
explains how the rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import NO_COUNTER_LIFE, VIVI, counter_plus, opts, selectable


def red_hawk_game(extra_hand=()):
    s = Scenario()
    a = s.p1.character(VIVI)                      # 4000
    hawk, *rest = s.p2.hand("OP01-026", *extra_hand)
    s.p2.don(active=2)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", hawk))
    expect_decision(g, 1, DecisionKind.SELECT)                 # +4000 to the Leader
    g.apply(Action("select", s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.SELECT)                 # then K.O. power <= 4000
    assert a in selectable(g)
    g.apply(Action("select", a))
    return s, g, a, rest


def test_qa_op01_026_red_hawk_q1_koing_the_attacker_skips_the_damage_step():
    """qa_op01.md, OP01-026 Q1: the attacking Character is K.O.'d by Red
    Hawk's [Counter]: the battle ends with no Damage Step."""
    _, g, a, _ = red_hawk_game()
    expect_decision(g, 0, DecisionKind.MAIN)
    assert a in g.state.trash[0]
    assert len(g.state.life[1]) == 1 and g.state.battle is None


def test_qa_op01_026_red_hawk_q2_a_counter_can_follow_the_ko_of_the_attacker():
    """qa_op01.md, OP01-026 Q2: after Red Hawk K.O.'d the attacker, the
    defender may still use a Counter in that Counter Step."""
    s, g, a, (extra,) = red_hawk_game(extra_hand=(counter_plus(1000),))
    assert a in g.state.trash[0]
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert Action("counter", extra, s.p2.leader_id) in opts(g)
