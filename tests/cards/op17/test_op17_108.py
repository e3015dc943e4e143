"""OP17-108 Charlotte Brulee (Character): "[Blocker]" and "[Trigger] Rest up to
1 of your opponent's Characters with a cost of 6 or less."  (CR 10-1-4
[Blocker], CR 10-1-5 [Trigger])."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable
from ..common_battle import use_life_trigger

BRULEE = "OP17-108"
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)


def test_op17_108_has_blocker():
    s = Scenario()
    brulee = s.p1.character(BRULEE)
    assert has_keyword(s.build().state, brulee, KEYWORD_BITS["Blocker"])


def test_op17_108_trigger_rests_a_cost_6_character():
    s = Scenario(turn=4, turn_player=1)
    s.p1.life(BRULEE)
    six, seven = s.p2.character(SIX), s.p2.character(SEVEN)
    g = use_life_trigger(s)
    expect_decision(g, P1, "select")
    assert six in selectable(g) and seven not in selectable(g)   # cost 7: not offered
    g.apply(Action("select", six))
    assert g.state.rested[six] and not g.state.rested[seven]
