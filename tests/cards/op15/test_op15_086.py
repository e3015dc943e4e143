"""OP15-086 Nami (Character, cost 8): [On Play] with a {Straw Hat Crew} type
Leader, play up to 1 {Straw Hat Crew} type Character with a cost of 7 or
less from the trash; the Character played with this effect gains [Rush]
during this turn (it may attack at once, CR 10-1-1)."""

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, attacks_of, selectable

NAMI = "OP15-086"
STRAW_HAT_LEADER = custom_card("T-SHL", "Captain", "Leader", power=5000, life=4,
                               types=("Straw Hat Crew",), colors=("Blue",))
SEVEN = custom_card("T-S7", "Swordsman", "Character", cost=7, power=8000,
                    types=("Straw Hat Crew",))
EIGHT = custom_card("T-S8", "Giant", "Character", cost=8, power=9000, types=("Straw Hat Crew",))


def _played(leader=STRAW_HAT_LEADER):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    [nami] = s.p1.hand(NAMI)
    s.p1.don(active=8)
    seven, eight = s.p1.trash(SEVEN, EIGHT)
    g = s.build()
    g.apply(Action("play", nami))
    return g, nami, seven, eight


def test_op15_086_plays_a_straw_hat_from_the_trash_with_rush():
    g, nami, seven, eight = _played()
    expect(g, "select", P1)
    assert selectable(g) == {seven}, "cost 7 or less"
    g.apply(Action("select", seven))
    st = g.state
    assert seven in st.chars[P1] and eight in st.trash[P1]
    assert has_keyword(st, seven, RUSH) and not has_keyword(st, nami, RUSH)
    assert attacks_of(g, seven) and not attacks_of(g, nami)


def test_op15_086_needs_a_straw_hat_crew_leader():
    g, nami, seven, eight = _played(custom_card("T-OL", "Other", "Leader", power=5000, life=4))
    expect(g, "main", P1)
    assert seven in g.state.trash[P1]
