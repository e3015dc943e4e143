"""EB04-013 Carrot (Character, cost 8): [On Play] with a {Minks} Leader, set
up to 2 of your {Minks} type Characters and your Leader as active."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

CARROT = "EB04-013"
MINKS_LEADER = "OP08-021"          # Carrot, {Minks}
OTHER_LEADER = "ST01-001"
MINK = custom_card("T-MK", "Mink", cost=2, power=3000, types=("Minks",))
PIRATE = custom_card("T-PI", "Pirate", cost=2, power=3000, types=("Straw Hat Crew",))


def _played(leader):
    s = Scenario(turn=3, strict=True)
    lead = s.p1.leader(leader, rested=True)
    a, b, c = s.p1.character(MINK, rested=True), s.p1.character(MINK, rested=True), \
        s.p1.character(MINK, rested=True)
    pirate = s.p1.character(PIRATE, rested=True)
    carrot, = s.p1.hand(CARROT)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", carrot))
    return g, lead, (a, b, c), pirate, carrot


def test_eb04_013_sets_2_minks_characters_and_the_leader_active():
    g, lead, (a, b, c), pirate, carrot = _played(MINKS_LEADER)
    expect(g, "select", P1)
    assert selectable(g) == {a, b, c, carrot}, "{Minks} type Characters only (Carrot is one)"
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect(g, "select", P1)                         # the Leader, the only choice
    assert selectable(g) == {lead}
    g.apply(Action("select", lead))
    expect(g, "main", P1)
    st = g.state
    assert not st.rested[a] and not st.rested[b] and not st.rested[lead]
    assert st.rested[c] and st.rested[pirate]


def test_eb04_013_nothing_without_a_minks_leader():
    g, lead, (a, _b, _c), _pirate, _carrot = _played(OTHER_LEADER)
    expect(g, "main", P1)
    assert g.state.rested[lead] and g.state.rested[a]
