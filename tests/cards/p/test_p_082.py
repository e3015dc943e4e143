"""P-082 Crocodile (Character, cost 5): [Your Turn] [On Play] if its owner's
Leader has the {Cross Guild} type or a type including "Baroque Works", place
up to 1 of the opponent's Characters with 2000 power or less at the bottom of
the owner's deck."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

CROCODILE = "P-082"
CROSS_GUILD = custom_card("T-CG", "Guild head", "Leader", power=5000, life=4,
                          types=("Cross Guild",), colors=("Blue",))
BAROQUE = custom_card("T-BW", "Agent boss", "Leader", power=5000, life=4,
                      types=("Baroque Works Officer",), colors=("Blue",))
NAVY = custom_card("T-NL", "Admiral", "Leader", power=5000, life=4, types=("Navy",),
                   colors=("Blue",))


def _played(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    [croc] = s.p1.hand(CROCODILE)
    s.p1.don(active=5)
    small, big = s.p2.characters("ST01-006", "ST01-010")       # 1000 and 6000 power
    s.p2.deck("ST01-008")
    g = s.build()
    g.apply(Action("play", croc))
    return g, small, big


def test_p_082_a_cross_guild_leader_bottoms_a_2000_power_character():
    g, small, big = _played(CROSS_GUILD)
    expect(g, "select", P1)
    assert selectable(g) == {small}
    g.apply(Action("select", small))
    st = g.state
    assert st.deck[P2][0] == small and big in st.chars[P2]


def test_p_082_a_type_including_baroque_works_counts_too():
    g, small, big = _played(BAROQUE)
    expect(g, "select", P1)
    g.apply(Action("select", small))
    assert g.state.deck[P2][0] == small


def test_p_082_another_leader_does_nothing():
    g, small, big = _played(NAVY)
    expect(g, "main", P1)
    assert small in g.state.chars[P2]
