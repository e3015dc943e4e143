"""ST12-003 Dracule Mihawk (Character, cost 3): "[On Play] If you have 2 or
less Characters, play up to 1 {Muggy Kingdom} type or <Slash> attribute
Character card with a cost of 4 or less other than [Dracule Mihawk] from your
hand rested."
Official Q&A on ST12-003: with Mihawk itself as the third Character, nothing
is played.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

MIHAWK = "ST12-003"
SLASH_3 = "ST01-013"             # Roronoa Zoro, <Slash>, cost 3
STRIKE = "ST01-006"


def _play(others_on_field):
    s = Scenario(turn=3)
    mihawk, zoro, other_mihawk = s.p1.hand(MIHAWK, SLASH_3, MIHAWK)
    for _ in range(others_on_field):
        s.p1.character(STRIKE)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", mihawk))
    return zoro, other_mihawk, g


def test_st12_003_with_2_characters_plays_a_slash_character_rested():
    zoro, other_mihawk, g = _play(1)
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {zoro}
    g.apply(Action("select", zoro))
    assert zoro in g.state.chars[P1] and g.state.rested[zoro]


def test_st12_003_as_the_third_character_plays_nothing():
    zoro, other_mihawk, g = _play(2)
    expect(g, "main", P1)
    assert zoro in g.state.hand[P1]
