"""OP15-025 Kuro (Character, cost 7, [Blocker]): on play, up to 2 DON!! cards
of the opponent's cost area (each an active or a rested one) go to one of the
opponent's Characters; then, at the end of the turn, up to 1 rested Character
with 3 or more DON!! cards given stays rested in the opponent's next Refresh
Phase (CR 6-2-4).  Q&A OP15-025: the player of the effect picks the DON!!
cards; Q&A OP15-028: an active one may be given as well as a rested one."""

from optcg import Action
from optcg.testing import Scenario, expect, expect_decision

from ..common import P1, P2, selectable
from ..common_play import PLAIN, pick

KURO = "OP15-025"


def _played(foe_don=1, foe_rested=True, active=2, rested=2):
    s = Scenario(turn=3, strict=True)
    kuro, = s.p1.hand(KURO)
    s.p1.don(active=7)
    foe = s.p2.character(PLAIN, rested=foe_rested, don=foe_don)
    other = s.p2.character(PLAIN, rested=True, don=3)
    s.p2.don(active=active, rested=rested)
    g = s.build()
    g.apply(Action("play", kuro))
    expect_decision(g, P1, "select")
    assert selectable(g) == {foe, other}
    g.apply(Action("select", foe))
    return g, foe, other


def _don_options(g):
    expect_decision(g, P1, "choose_number")
    return {(a.kind, a.target) for a in g.legal_actions()}


def test_qa_op15_025_one_active_and_one_rested_don_of_the_opponent():
    g, foe, other = _played()
    assert _don_options(g) == {("number", 0), ("don", 0), ("don", 1)}
    g.apply(Action("don", -1, 1))                   # an active one
    assert _don_options(g) == {("number", 0), ("don", 0), ("don", 1)}
    g.apply(Action("don", -1, 0))                   # then a rested one
    st = g.state
    assert st.don[foe] == 3 and st.don_active[P2] == 1 and st.don_rested[P2] == 1


def test_op15_025_two_active_don_when_none_is_rested():
    g, foe, other = _played(active=3, rested=0)
    assert _don_options(g) == {("number", 0), ("don", 1)}
    g.apply(Action("don", -1, 1))
    g.apply(Action("don", -1, 1))
    st = g.state
    assert st.don[foe] == 3 and st.don_active[P2] == 1


def test_op15_025_up_to_one_don_only():
    g, foe, other = _played()
    g.apply(Action("don", -1, 0))
    g.apply(Action("number", -1, 0))                # no second one
    expect(g, "main", P1)
    st = g.state
    assert st.don[foe] == 2 and st.don_rested[P2] == 1 and st.don_active[P2] == 2


def test_op15_025_end_of_turn_keeps_a_loaded_rested_character_rested():
    g, foe, other = _played()
    g.apply(Action("don", -1, 1))
    g.apply(Action("don", -1, 0))                   # foe now has 3 given DON!!
    expect(g, "main", P1)
    g.apply(Action("end_phase"))
    expect_decision(g, P1, "select")                # at the end of the turn
    assert selectable(g) == {foe, other}
    pick(g, foe)
    expect(g, "main", P2)
    st = g.state
    assert st.rested[foe] and not st.rested[other]  # other refreshed as usual


def test_op15_025_end_of_turn_not_a_character_with_fewer_than_3_don():
    g, foe, other = _played(foe_don=0)
    g.apply(Action("don", -1, 0))
    g.apply(Action("don", -1, 0))                   # foe has only 2
    g.apply(Action("end_phase"))
    expect_decision(g, P1, "select")
    assert selectable(g) == {other}
    g.apply(Action("select", other))
    expect(g, "main", P2)
    st = g.state
    assert st.rested[other] and not st.rested[foe]


def test_op15_025_end_of_turn_not_an_active_character():
    g, foe, other = _played(foe_rested=False, foe_don=2)
    g.apply(Action("don", -1, 0))                   # foe has 3, but it is active
    g.apply(Action("number", -1, 0))
    g.apply(Action("end_phase"))
    expect_decision(g, P1, "select")
    assert selectable(g) == {other}


def test_op15_025_end_of_turn_own_character_is_not_kept_rested():
    """The card names the opponent's Refresh Phase: a Character of Kuro's
    player may be chosen ("up to 1 rested Character") but stays unaffected,
    and becomes active in its owner's own next Refresh Phase."""
    s = Scenario(turn=3, strict=True)
    kuro, = s.p1.hand(KURO)
    s.p1.don(active=7)
    mine = s.p1.character(PLAIN, rested=True, don=3)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("play", kuro))
    expect_decision(g, P1, "main")                  # no Character of the opponent: no DON!!
    g.apply(Action("end_phase"))
    expect_decision(g, P1, "select")
    assert selectable(g) == {mine}
    pick(g, mine)
    expect(g, "main", P2)
    g.apply(Action("end_phase"))
    expect(g, "main", P1)
    assert not g.state.rested[mine]
