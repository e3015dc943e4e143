"""OP05-019 Fire Fist (Event): [Main] up to 1 of the opponent's Characters
gets -4000 during this turn, then, at 2 Life cards or fewer, up to 1 with 0
power or less is K.O.'d; [Trigger] the same.  Also the official Q&A rulings
filed under it (tests/test_faq_compiled_cards.py explains how the rulings are
named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, ZERO, selectable
from ..strict_battle import life_trigger_offered


def test_qa_op05_019_fire_fist_q1_minus_4000_on_one_ko_of_another():
    """qa_op05.md, OP05-019 Q1: Fire Fist may give -4000 to one Character
    and K.O. another Character with 0 power or less."""
    s = Scenario()
    ev = s.p1.hand("OP05-019")[0]
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    s.p1.don(active=2)
    big = s.p2.character(FRANKY)
    zero = s.p2.character(ZERO)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", big))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert zero in selectable(g)
    g.apply(Action("select", zero))
    assert power(g.state, big) == 2000 and big in g.state.chars[1]
    assert zero in g.state.trash[1]


def test_op05_019_at_3_life_no_ko_follows_the_minus_4000():
    s = Scenario()
    ev = s.p1.hand("OP05-019")[0]
    s.p1.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    s.p1.don(active=2)
    big = s.p2.character(FRANKY)
    zero = s.p2.character(ZERO)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", big))
    expect_decision(g, 0, DecisionKind.MAIN)               # no K.O. offered
    assert power(g.state, big) == 2000 and zero in g.state.chars[1]


def test_op05_019_trigger_gives_the_attacker_minus_4000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life("OP05-019", NO_COUNTER_LIFE)
    g = life_trigger_offered(s)
    attacker, = g.state.chars[1]
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", attacker))
    assert power(g.state, attacker) == 2000
