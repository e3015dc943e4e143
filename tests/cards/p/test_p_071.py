"""P-071 Marco (Character, cost 4): [On K.O.] you may add this Character card
(from the trash, where the K.O. put it) to your hand."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2

MARCO = "P-071"


def _koed():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")                 # 6000 against 6000
    marco = s.p2.character(MARCO, rested=True)
    g = s.build()
    g.apply(Action("attack", attacker, marco))
    expect(g, "confirm", P2)                             # "you may"
    return g, marco


def test_p_071_on_ko_adds_it_back_to_the_hand():
    g, marco = _koed()
    g.apply(Action("accept"))
    st = g.state
    assert marco in st.hand[P2] and marco not in st.trash[P2]
    expect(g, "main", P1)


def test_p_071_declined_it_stays_in_the_trash():
    g, marco = _koed()
    g.apply(Action("decline"))
    st = g.state
    assert marco in st.trash[P2] and marco not in st.hand[P2]
