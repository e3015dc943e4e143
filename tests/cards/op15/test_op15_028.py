"""OP15-028 Meowban Brothers (Character, cost 1): "[On Play] If your Leader has
the {East Blue} type, give up to 1 DON!! card from your opponent's cost area
to 1 of your opponent's Characters."  Q&A OP15-028: an active or a rested
DON!! card, as the player of the effect chooses."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

MEOWBAN = "OP15-028"
EAST_BLUE = custom_card("T-EBL", "Boss", "Leader", power=5000, types=("East Blue",))
FOE = custom_card("T-FOE", "Foe", cost=3, power=4000)


def _played(leader=EAST_BLUE, active=2, rested=3):
    s = Scenario(turn=3, strict=True)
    s.p1.leader(leader)
    meowban, = s.p1.hand(MEOWBAN)
    s.p1.don(active=1)
    foe, other = s.p2.character(FOE), s.p2.character(FOE)
    s.p2.don(active=active, rested=rested)
    g = s.build()
    g.apply(Action("play", meowban))
    return g, foe, other


def _choose(g, foe):
    expect_decision(g, P1, "select")
    assert foe in selectable(g)
    g.apply(Action("select", foe))
    expect_decision(g, P1, "choose_number")
    kinds = {(a.kind, a.target) for a in g.legal_actions()}
    assert kinds == {("number", 0), ("don", 0), ("don", 1)}   # none, a rested or an active one


def test_op15_028_an_active_don_of_the_opponent_may_be_given():
    g, foe, other = _played()
    _choose(g, foe)
    g.apply(Action("don", -1, 1))                  # the active one
    st = g.state
    assert st.don[foe] == 1 and st.don_active[P2] == 1 and st.don_rested[P2] == 3


def test_op15_028_a_rested_don_of_the_opponent_may_be_given():
    g, foe, other = _played()
    _choose(g, foe)
    g.apply(Action("don", -1, 0))
    st = g.state
    assert st.don[foe] == 1 and st.don_active[P2] == 2 and st.don_rested[P2] == 2


def test_op15_028_only_active_don_in_the_cost_area():
    g, foe, other = _played(active=2, rested=0)
    expect_decision(g, P1, "select")
    g.apply(Action("select", foe))
    assert {(a.kind, a.target) for a in g.legal_actions()} == {("number", 0), ("don", 1)}


def test_op15_028_nothing_without_an_east_blue_leader():
    g, foe, other = _played(leader="ST01-001")
    expect_decision(g, P1, "main")
    assert g.state.don[foe] == 0 and g.state.don_active[P2] == 2
