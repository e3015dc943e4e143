"""EB03-024 Nefeltari Vivi (Character, cost 5, [Blocker]): [On Play] play up
to 1 {Alabasta} or {Straw Hat Crew} type Character card with a cost of 5 or
less from the hand; then its owner cannot play any Character cards during
this turn (from the hand or by an effect)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

VIVI = "EB03-024"
ALABASTA = custom_card("T-AB", "Guard", "Character", cost=4, power=5000, types=("Alabasta",))
STRAW_HAT = custom_card("T-SH", "Sailor", "Character", cost=5, power=6000,
                        types=("Straw Hat Crew",))
BIG = custom_card("T-BIG", "Big", "Character", cost=6, power=7000, types=("Alabasta",))
NAVY = custom_card("T-NV", "Marine", "Character", cost=1, power=2000, types=("Navy",))


def _played():
    s = Scenario(turn=3)
    [vivi] = s.p1.hand(VIVI)
    alabasta, straw_hat, big, navy = s.p1.hand(ALABASTA, STRAW_HAT, BIG, NAVY)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", vivi))
    expect(g, "select", P1)
    assert selectable(g) == {alabasta, straw_hat}
    return g, vivi, alabasta, navy


def test_eb03_024_plays_one_then_no_more_characters_this_turn():
    g, vivi, alabasta, navy = _played()
    g.apply(Action("select", alabasta))
    st = g.state
    assert vivi in st.chars[P1] and alabasta in st.chars[P1]
    expect(g, "main", P1)
    assert st.don_active[P1] == 3                     # Vivi's 5 only
    assert Action("play", navy) not in g.legal_actions()


def test_eb03_024_the_ban_holds_even_when_nothing_is_played():
    g, vivi, alabasta, navy = _played()
    g.apply(Action("select_done"))
    expect(g, "main", P1)
    assert alabasta in g.state.hand[P1]
    assert not [a for a in g.legal_actions() if a.kind == "play"]
