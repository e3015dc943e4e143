"""ST23-001 Uta (Character, cost 6, [Blocker]): "If you have a Character with
10000 power or more, give this card in your hand −4 cost."
Official Q&A on ST23-001: a Character raised to 10000 by DON!! counts.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario, custom_card

UTA = "ST23-001"
NINE = custom_card("T-C9", "Nine", cost=7, power=9000)


def _uta(don_on_nine, active_don=2):
    s = Scenario(turn=3)
    uta, = s.p1.hand(UTA)
    s.p1.character(NINE, don=don_on_nine)
    s.p1.don(active=active_don)
    return uta, s.build()


def test_st23_001_is_a_blocker():
    assert card_def(UTA).keywords & KEYWORD_BITS["Blocker"]


def test_st23_001_costs_2_with_a_character_of_10000_power_counting_don():
    uta, g = _uta(don_on_nine=1)
    assert g.cost(uta) == 2 and g.base_cost(uta) == 6
    g.apply(Action("play", uta))
    assert uta in g.state.chars[0] and g.state.don_active[0] == 0


def test_st23_001_costs_6_otherwise():
    uta, g = _uta(don_on_nine=0)
    assert g.cost(uta) == 6
    assert Action("play", uta) not in g.legal_actions()
