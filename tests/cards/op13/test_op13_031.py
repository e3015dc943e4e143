"""OP13-031 Trafalgar Law (Character, cost 6):
- "If you have 1 or less Life cards, this Character gains [Blocker]";
- "[On Play] You may return 1 of your Characters to the owner's hand: play up
  to 1 Character card with a cost of 5 or less from your hand rested."
Official Q&A on OP13-031: Law may return itself, and still plays a Character.
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

LAW = "OP13-031"
COST_5 = custom_card("T-C5", "Five", cost=5, power=6000)
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)
MINE = custom_card("T-MINE", "Mine", cost=2, power=3000)


def _play_law(hand=(COST_5, COST_6), with_mine=True):
    s = Scenario(turn=3)
    law, *hand_ids = s.p1.hand(LAW, *hand)
    mine = s.p1.character(MINE) if with_mine else None
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", law))
    return law, hand_ids, mine, g


def test_op13_031_returning_a_character_plays_a_cost_5_character_rested_for_free():
    law, (five, six), mine, g = _play_law()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", mine))
    expect(g, "select", P1)
    assert six not in {a.card for a in g.legal_actions() if a.kind == "select"}, "cost 6"
    g.apply(Action("select", five))
    expect(g, "main", P1)
    assert mine in g.state.hand[P1] and five in g.state.chars[P1] and g.state.rested[five]
    assert g.state.don_active[P1] == 0, "only Law's cost was paid"


def test_op13_031_law_may_return_itself_and_still_play_a_character():
    law, (five, six), mine, g = _play_law()
    g.apply(Action("accept"))
    g.apply(Action("select", law))
    g.apply(Action("select", five))
    assert law in g.state.hand[P1] and five in g.state.chars[P1]


def test_op13_031_declined_nothing_is_played():
    law, (five, six), mine, g = _play_law()
    g.apply(Action("decline"))
    expect(g, "main", P1)
    assert five in g.state.hand[P1] and mine in g.state.chars[P1]


def test_op13_031_is_a_blocker_only_with_1_or_less_life():
    for life, blocker in ((1, True), (2, False)):
        s = Scenario(turn=3)
        law = s.p1.character(LAW)
        s.p1.life(*["ST01-006"] * life)
        g = s.build()
        assert has_keyword(g.state, law, KEYWORD_BITS["Blocker"]) is blocker, life
