"""OP08-047 Jozu (Character, cost 6): "[On Play] You may return 1 of your
Characters other than this Character to the owner's hand: Return up to 1
Character with a cost of 6 or less to the owner's hand."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

JOZU = "OP08-047"
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)
COST_7 = custom_card("T-C7", "Seven", cost=7, power=8000)


def _play(with_mine=True):
    s = Scenario(turn=3)
    jozu, = s.p1.hand(JOZU)
    mine = (s.p1.character("ST01-006"), s.p1.character("ST01-004")) if with_mine else None
    s.p1.don(active=6)
    six, seven = s.p2.character(COST_6), s.p2.character(COST_7)
    g = s.build()
    g.apply(Action("play", jozu))
    return jozu, mine, six, seven, g


def test_op08_047_returning_one_of_yours_returns_a_cost_6_character():
    jozu, (chopper, sanji), six, seven, g = _play()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)                        # the cost: any Character but Jozu
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {chopper, sanji}
    g.apply(Action("select", chopper))
    expect(g, "select", P1)                        # the effect: Jozu (cost 6) counts too
    choices = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert choices == {jozu, sanji, six}
    g.apply(Action("select", six))
    assert chopper in g.state.hand[P1] and six in g.state.hand[P2]


def test_op08_047_with_no_other_character_the_cost_cannot_be_paid():
    jozu, mine, six, seven, g = _play(with_mine=False)
    expect(g, "main", P1)
    assert six in g.state.chars[P2]
