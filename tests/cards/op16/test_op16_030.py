"""OP16-030 Trafalgar Law (Character, green, cost 8): "[On Play] Up to 1 of
your opponent's rested Characters will not become active in your opponent's
next Refresh Phase." and "[End of Your Turn] Set all of your green
Characters with a cost of 5 or less as active."."""

from optcg import Action
from optcg.testing import Scenario, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick
from .impel_down import GREEN_5, GREEN_6

LAW = "OP16-030"


def test_op16_030_on_play_keeps_a_rested_character_rested():
    s = Scenario(strict=True)
    law, = s.p1.hand(LAW)
    s.p1.don(active=8)
    rested = s.p2.character(PLAIN, rested=True)
    other = s.p2.character(PLAIN, rested=True)
    s.p2.character(PLAIN)                              # active: not a choice
    g = s.build()
    g.apply(Action("play", law))
    expect(g, "select", P1)
    assert selectable(g) == {rested, other}
    pick(g, rested)
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[rested] and not g.state.rested[other]


def test_op16_030_end_of_turn_sets_green_cost_5_characters_active():
    s = Scenario(strict=True)
    law = s.p1.character(LAW, rested=True)
    five = s.p1.character(GREEN_5, rested=True)
    six = s.p1.character(GREEN_6, rested=True)
    red = s.p1.character(PLAIN, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    st = g.state
    assert not st.rested[five]
    assert st.rested[six] and st.rested[red] and st.rested[law]
