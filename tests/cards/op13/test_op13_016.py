"""OP13-016 Monkey.D.Garp (Character, cost 1): "[On Play] If your Leader is
[Sabo], [Portgas.D.Ace] or [Monkey.D.Luffy], look at 4 cards from the top of
your deck; reveal up to 1 card with a cost of 3 or more and add it to your
hand. Then, place the rest at the bottom of your deck in any order."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

GARP = "OP13-016"
SABO = custom_card("T-SABO-L", "Sabo", "Leader", power=5000)
KID = "ST02-001"                                  # Eustass"Captain"Kid
COST_3 = custom_card("T-C3", "Three", cost=3, power=4000)
COST_2 = custom_card("T-C2", "Two", cost=2, power=3000)


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    garp, = s.p1.hand(GARP)
    top = s.p1.deck(COST_2, COST_3, COST_2, COST_2, "ST01-004")
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", garp))
    return top, g


def test_op13_016_under_a_sabo_leader_adds_a_cost_3_card_and_bottoms_the_rest():
    top, g = _play(SABO)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {top[1]}
    g.apply(Action("select", top[1]))
    for _ in range(2):                             # the last of 3 goes by itself
        expect(g, "arrange", P1)
        g.apply(next(a for a in g.legal_actions() if a.kind == "place_bottom"))
    expect(g, "main", P1)
    assert top[1] in g.state.hand[P1]
    assert set(g.state.deck[P1][:3]) == {top[0], top[2], top[3]}
    assert g.state.deck[P1][-1] == top[4], "the fifth card is on top now"


def test_op13_016_under_a_luffy_leader_too_but_not_under_kid():
    top, g = _play("ST01-001")
    expect(g, "select", P1)
    top, g = _play(KID)
    expect(g, "main", P1)
    assert g.state.deck[P1][-1] == top[0], "the deck was not touched"
