"""OP11-106 Zeus (Character, cost 2): "[On Play] You may add 1 card from the
top or bottom of your Life cards to your hand: K.O. up to 1 of your
opponent's Characters with a cost of 5 or less."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

ZEUS = "OP11-106"
COST_5 = custom_card("T-C5", "Five", cost=5, power=6000)
COST_6 = custom_card("T-C6", "Six", cost=6, power=7000)


def _play(life=2):
    s = Scenario(turn=3)
    zeus, = s.p1.hand(ZEUS)
    cards = s.p1.life(*["ST01-006", "ST01-004"][:life])
    s.p1.don(active=2)
    five, six = s.p2.character(COST_5), s.p2.character(COST_6)
    g = s.build()
    g.apply(Action("play", zeus))
    return cards, five, six, g


def test_op11_106_a_life_card_to_hand_kos_a_cost_5_character():
    life, five, six, g = _play()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)                        # the top or the bottom, by place
    assert [g.describe(a) for a in g.legal_actions()] == [
        "Choose the top Life card", "Choose the bottom Life card"]
    g.apply(g.legal_actions()[1])
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {five}
    g.apply(Action("select", five))
    expect(g, "main", P1)
    assert five in g.state.trash[1] and six in g.state.chars[1]
    assert g.state.life[P1] == [life[0]]
    assert g.state.hand[P1] == [life[1]], "the bottom Life card (listed last)"


def test_op11_106_declined_keeps_life_and_kos_nothing():
    life, five, six, g = _play()
    g.apply(Action("decline"))
    expect(g, "main", P1)
    assert len(g.state.life[P1]) == 2 and five in g.state.chars[1]


def test_op11_106_with_no_life_card_the_cost_cannot_be_paid():
    life, five, six, g = _play(life=0)
    expect(g, "main", P1)
    assert five in g.state.chars[1]
