"""OP16-005 Thatch (Character, cost 8, [Blocker]): "If you have a Character
with 8000 power or more and a type including "Whitebeard Pirates", give this
card in your hand −3 cost."  Both qualifiers hold for the same Character
(CR 2-4-3-1: a type including the words)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import cost, has_keyword
from optcg.testing import Scenario, custom_card

from ..common import P1

THATCH = "OP16-005"
WB_8000 = custom_card("T-WB8", "Big Son", cost=6, power=8000, types=("Whitebeard Pirates",))
ALLIES_9000 = custom_card("T-WBA", "Ally", cost=7, power=9000,
                          types=("Whitebeard Pirates Allies",))
WB_7000 = custom_card("T-WB7", "Small Son", cost=5, power=7000, types=("Whitebeard Pirates",))
PLAIN_9000 = custom_card("T-P9", "Stranger", cost=7, power=9000)


def _hand_cost(*field, don_on=None):
    s = Scenario(turn=3)
    chars = [s.p1.character(n) for n in field]
    thatch, = s.p1.hand(THATCH)
    if don_on is not None:
        s.p1.character(don_on, don=1)
    return cost(s.build().state, thatch)


def test_op16_005_costs_5_with_an_8000_power_whitebeard_character():
    assert _hand_cost(WB_8000) == 5
    assert _hand_cost(ALLIES_9000) == 5            # a type including the words


def test_op16_005_power_from_given_don_counts():
    # 7000 + 1000 for the DON!! given in its owner's turn (CR 6-5-5-2)
    assert _hand_cost(don_on=WB_7000) == 5


def test_op16_005_full_cost_when_no_one_character_has_both():
    assert _hand_cost(WB_7000, PLAIN_9000) == 8    # the power and the type on different cards
    assert _hand_cost() == 8


def test_op16_005_plays_for_5_and_blocks():
    s = Scenario(turn=3)
    s.p1.character(WB_8000)
    thatch, = s.p1.hand(THATCH)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", thatch))
    st = g.state
    assert thatch in st.chars[P1] and st.don_active[P1] == 0
    assert cost(st, thatch) == 8                   # on the field: the printed cost
    assert has_keyword(st, thatch, KEYWORD_BITS["Blocker"])
