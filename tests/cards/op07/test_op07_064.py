"""OP07-064 Sanji (Character, cost 6, [Blocker]): "If the number of DON!!
cards on your field is at least 2 less than the number on your opponent's
field, give this card in your hand −3 cost."
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario

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
