"""OP01-057 Paradise Waterfall (Event): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import CHOPPER, FRANKY, NO_COUNTER_LIFE, ROBIN


def waterfall_game(target_rested_blocker: bool):
    s = Scenario()
    a = s.p1.character(FRANKY)                    # 6000
    if target_rested_blocker:
        t = s.p2.character(CHOPPER, rested=True)
    else:
        t = s.p2.character(ROBIN, rested=True)    # 5000
    fall = s.p2.hand("OP01-057")[0]
    s.p2.don(active=1)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    return s, g, a, t, fall


def test_qa_op01_057_paradise_waterfall_q1_set_active_target_is_still_attacked():
    """qa_op01.md, OP01-057 Q1: setting the attacked Character as active with
    the [Counter] does not end the attack; the target stays the target."""
    _, g, a, t, fall = waterfall_game(False)
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", fall))
    expect_decision(g, 1, DecisionKind.SELECT)                 # +2000: to nobody
    g.apply(Action("select_done"))
    expect_decision(g, 1, DecisionKind.SELECT)                 # set active
    g.apply(Action("select", t))
    assert not g.state.rested[t]
    assert t in g.state.trash[1], "6000 beats 5000: K.O.'d"


def test_qa_op01_057_paradise_waterfall_q2_set_active_blocker_cannot_block():
    """qa_op01.md, OP01-057 Q2: a rested [Blocker] set as active by the
    [Counter] cannot block in this battle: its Block Step is over."""
    s, g, a, blocker, fall = waterfall_game(True)
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", fall))
    g.apply(Action("select_done"))
    g.apply(Action("select", blocker))
    assert not g.state.rested[blocker]
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1 and blocker in g.state.chars[1]
