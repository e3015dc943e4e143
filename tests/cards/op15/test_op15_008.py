"""OP15-008 Krieg (Character, cost 8): on play, up to 3 of the opponent's
rested DON!! cards go to one of the opponent's Characters, then Krieg gains
[Rush] this turn; once per turn, on the turn it was played, it may shrink
each of the opponent's Characters by 1000 power this turn for every DON!!
card given to that same Character (each counts its own DON!!, CR 6-5-5).
Q&A OP15-008: [Rush] even when no DON!! was given; the player of the effect
picks the opponent's rested DON!! cards."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect, expect_decision

from ..common import P1, P2, activations, attacks_of, selectable
from ..common_play import PLAIN

KRIEG = "OP15-008"


def _played(rested=4, loaded_don=1):
    s = Scenario(turn=3, strict=True)
    krieg, = s.p1.hand(KRIEG)
    s.p1.don(active=8)
    foe = s.p2.character(PLAIN)
    loaded = s.p2.character(PLAIN, don=loaded_don)
    bare = s.p2.character(PLAIN)
    s.p2.don(active=1, rested=rested)
    g = s.build()
    g.apply(Action("play", krieg))
    return g, krieg, foe, loaded, bare


def test_op15_008_on_play_gives_up_to_3_rested_don_and_rush():
    g, krieg, foe, loaded, bare = _played()
    expect_decision(g, P1, "select")
    assert selectable(g) == {foe, loaded, bare}
    g.apply(Action("select", foe))
    expect_decision(g, P1, "choose_number")
    assert {a.target for a in g.legal_actions()} == {0, 1, 2, 3}
    g.apply(Action("number", -1, 3))
    expect(g, "main", P1)
    st = g.state
    assert st.don[foe] == 3 and st.don_rested[P2] == 1 and st.don_active[P2] == 1
    assert attacks_of(g, krieg)                     # [Rush]: attacks the turn it is played


def test_qa_op15_008_rush_even_when_no_don_is_given():
    g, krieg, foe, loaded, bare = _played()
    g.apply(Action("select", foe))
    g.apply(Action("number", -1, 0))
    expect(g, "main", P1)
    assert g.state.don[foe] == 0 and attacks_of(g, krieg)


def test_op15_008_activate_each_character_by_its_own_given_don():
    g, krieg, foe, loaded, bare = _played()
    g.apply(Action("select", foe))
    g.apply(Action("number", -1, 3))
    act, = activations(g, krieg)
    g.apply(act)
    expect(g, "main", P1)
    st = g.state
    # the opponent's given DON!! add nothing in this turn (CR 6-5-5-2)
    assert power(st, foe) == 0 and power(st, loaded) == 2000 and power(st, bare) == 3000
    assert activations(g, krieg) == []              # once per turn


def test_op15_008_activate_does_nothing_when_not_played_this_turn():
    s = Scenario(turn=3, strict=True)
    krieg = s.p1.character(KRIEG)
    loaded = s.p2.character(PLAIN, don=2)
    g = s.build()
    for act in activations(g, krieg):
        g.apply(act)
    expect(g, "main", P1)
    assert power(g.state, loaded) == 3000


def test_op15_008_activate_one_given_don_is_minus_1000():
    """A Character with a single given DON!! loses exactly 1000."""
    g, krieg, foe, loaded, bare = _played(rested=1)
    g.apply(Action("select", foe))
    g.apply(Action("number", -1, 1))
    act, = activations(g, krieg)
    g.apply(act)
    st = g.state
    assert power(st, foe) == 2000 and power(st, loaded) == 2000
