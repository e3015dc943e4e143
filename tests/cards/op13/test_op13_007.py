"""OP13-007 Ace & Sabo & Luffy (Character): "[Activate: Main] You may give 1
of your active DON!! cards to 1 of your Leader or Character cards and trash
this Character: Give up to 1 of your opponent's Characters −3000 power
during this turn."."""

from optcg import Action
from optcg.engine.stats import power

from ..common import activations, selectable
from ..common_play import P1, PLAIN, on_field
from optcg.testing import expect


def test_op13_007_gives_a_don_and_trashes_itself_for_minus_3000():
    b = on_field("OP13-007", active=2, theirs=[PLAIN])
    g, theirs = b.game, b.theirs[0]
    g.apply(Action("activate", b.card, 0))
    expect(g, "select", P1)
    assert selectable(g) == {b.leader, b.card}
    g.apply(Action("select", b.leader))
    expect(g, "select", P1)
    g.apply(Action("select", theirs))
    expect(g, "main", P1)
    st = g.state
    assert power(st, theirs) == 0 and b.card in st.trash[P1]
    assert st.don[b.leader] == 1 and st.don_active[P1] == 1
    g.apply(Action("end_phase"))
    assert power(g.state, theirs) == 3000                # during this turn only


def test_op13_007_cannot_be_activated_without_an_active_don():
    b = on_field("OP13-007", rested=2, theirs=[PLAIN])
    assert activations(b.game, b.card) == []
