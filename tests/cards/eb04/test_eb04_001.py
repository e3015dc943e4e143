"""EB04-001 Jewelry Bonney (Leader): "[Activate: Main] [Once Per Turn] Give up
to 1 of your opponent's Characters −1000 power during this turn. Then, if you
have 2 or more Life cards, you may add 1 card from the top of your Life cards
to your hand." (the "you may" is a May step)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE

BONNEY = "EB04-001"


def _activate(lives: int):
    s = Scenario()
    bonney = s.p1.leader(BONNEY)
    life = s.p1.life(*[NO_COUNTER_LIFE] * lives)     # top first
    foe = s.p2.character(FRANKY)                      # 6000
    g = s.build()
    g.apply(Action("activate", bonney, 0))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", foe))
    return g, bonney, life, foe


def test_eb04_001_takes_the_top_life_card_when_accepted():
    g, bonney, life, foe = _activate(2)
    expect_decision(g, 0, DecisionKind.CONFIRM)
    assert g.decision.purpose.text == "you may add 1 card from the top of your Life cards to your hand"
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.hand[0] == [life[0]] and st.life[0] == [life[1]]
    assert power(st, foe) == 5000
    assert Action("activate", bonney, 0) not in g.legal_actions()     # [Once Per Turn]


def test_eb04_001_declined_keeps_the_life_cards():
    g, bonney, life, foe = _activate(2)
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.hand[0] == [] and len(st.life[0]) == 2 and power(st, foe) == 5000


def test_eb04_001_with_1_life_card_only_the_power():
    g, bonney, life, foe = _activate(1)
    expect_decision(g, 0, DecisionKind.MAIN)             # not asked: the condition fails
    st = g.state
    assert st.hand[0] == [] and st.life[0] == life and power(st, foe) == 5000
