"""OP07-064 Sanji (Character, cost 6, [Blocker]): "If the number of DON!!
cards on your field is at least 2 less than the number on your opponent's
field, give this card in your hand −3 cost."
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario, expect

SANJI = "OP07-064"


def _hand(mine, theirs):
    s = Scenario(turn=3)
    sanji, = s.p1.hand(SANJI)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    return sanji, s.build()


def test_op07_064_is_a_blocker():
    assert card_def(SANJI).keywords & KEYWORD_BITS["Blocker"]


def test_op07_064_costs_3_when_2_don_behind():
    sanji, g = _hand(3, 5)
    assert g.cost(sanji) == 3
    g.apply(Action("play", sanji))
    assert sanji in g.state.chars[0]


def test_op07_064_costs_6_when_only_1_behind():
    sanji, g = _hand(4, 5)
    assert g.cost(sanji) == 6 and Action("play", sanji) not in g.legal_actions()


def test_op07_064_law_leader_may_play_it_at_its_reduced_cost():
    """qa_op07.md, OP07-064 Q1: with at least 2 DON!! fewer than the opponent,
    Sanji's cost in hand is 3, so the ST10-001 Trafalgar Law Leader's
    [Activate: Main] ("play a Character with a cost of 4 or less") may play it."""
    s = Scenario(strict=True)
    law = s.p1.leader("ST10-001")
    sanji, = s.p1.hand(SANJI)
    s.p1.don(active=4)
    s.p2.don(active=6)
    g = s.build()
    assert g.cost(sanji) == 3
    g.apply(Action("activate", law, 0))
    for _ in range(3):                                 # DON!! −3
        expect(g, "return_don", 0)
        g.apply(Action("return_don", -1, 1))
    expect(g, "select", 0)                            # no opponent's Character to deck
    assert Action("select", sanji) in g.legal_actions()
    g.apply(Action("select", sanji))
    expect(g, "main", 0)
    assert sanji in g.state.chars[0] and sanji not in g.state.hand[0]
    assert g.state.don_active[0] == 1, "Sanji is played by the effect, not paid for"
