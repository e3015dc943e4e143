"""OP15-119 Monkey.D.Luffy (Character, cost 5, 7000):
- "If you have 6 or more DON!! cards on your field, this Character gains
  [Rush]";
- "When your opponent activates an Event or [Blocker], reveal up to 1 card
  from the top of your Life cards. This Character gains +1000 power during
  this turn per 1 cost on the revealed card."
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

LUFFY = "OP15-119"
COST_3 = custom_card("T-C3", "Three", cost=3, power=4000)
BLOCKER = custom_card("T-BLOCK", "Wall", cost=2, power=3000, keywords=("Blocker",))


def test_op15_119_has_rush_with_6_don_on_the_field():
    for don, rush in ((6, True), (5, False)):
        s = Scenario(turn=3)
        luffy = s.p1.character(LUFFY)
        s.p1.don(rested=don)
        g = s.build()
        assert has_keyword(g.state, luffy, KEYWORD_BITS["Rush"]) is rush, don


def test_op15_119_a_block_reveals_the_top_life_card_for_1000_per_cost():
    s = Scenario(turn=3)
    luffy = s.p1.character(LUFFY)
    revealed, _ = s.p1.life(COST_3, "ST01-006")
    wall = s.p2.character(BLOCKER)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("block", wall))
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    assert power(g.state, luffy) == 10000, "7000 + 3 x 1000"
    assert g.state.life[P1][-1] == revealed, "revealed, not moved"
