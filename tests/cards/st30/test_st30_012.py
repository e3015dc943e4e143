"""ST30-012 Monkey.D.Luffy (Character, cost 4):
- "[On Play] You may rest 1 of your DON!! cards: This Character gains [Rush]
  during this turn";
- "[When Attacking] Rest up to 1 of your opponent's [Blocker] Characters."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

LUFFY = "ST30-012"
BLOCKER = custom_card("T-BLOCK", "Wall", cost=2, power=3000, keywords=("Blocker",))
PLAIN = custom_card("T-PLAIN", "Plain", cost=2, power=3000)


def test_st30_012_resting_a_don_gives_rush_and_its_attack_rests_a_blocker():
    s = Scenario(turn=3)
    luffy, = s.p1.hand(LUFFY)
    s.p1.don(active=5)
    wall, plain = s.p2.character(BLOCKER), s.p2.character(PLAIN)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("play", luffy))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 0
    g.apply(Action("attack", luffy, s.p2.leader_id))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {wall}
    g.apply(Action("select", wall))
    assert g.state.rested[wall] and not g.state.rested[plain]


def test_st30_012_declined_no_rush():
    s = Scenario(turn=3)
    luffy, = s.p1.hand(LUFFY)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", luffy))
    g.apply(Action("decline"))
    assert not [x for x in g.legal_actions() if x.kind == "attack" and x.card == luffy]
