"""EB03-034 Charlotte Linlin (Character, cost 7):
- "[On Play] Draw 1 card and place 1 card from your hand at the top of your
  deck. Then, add up to 1 DON!! card from your DON!! deck and set it as
  active";
- "[On K.O.] DON!! −1: Add up to 1 card from the top of your deck to the top of
  your Life cards."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

LINLIN = "EB03-034"


def test_eb03_034_draws_puts_one_back_on_top_and_adds_an_active_don():
    s = Scenario(turn=3)
    linlin, spare = s.p1.hand(LINLIN, "ST01-006")
    top, _ = s.p1.deck("ST01-004", "ST01-005")
    s.p1.don(active=7, deck=3)
    g = s.build()
    g.apply(Action("play", linlin))
    expect(g, "select", P1)                        # the card to put on top of the deck
    assert top in g.state.hand[P1]
    g.apply(Action("select", spare))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert g.state.deck[P1][-1] == spare and g.state.hand[P1] == [top]
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 2


def test_eb03_034_koed_returns_a_don_to_add_a_life_card():
    s = Scenario(turn=4, turn_player=P2)
    linlin = s.p1.character(LINLIN, rested=True)
    top, _ = s.p1.deck("ST01-004", "ST01-005")
    s.p1.don(active=2)
    s.p1.life("ST01-006")
    att = s.p2.character(custom_card("T-ATK9", "Attacker", cost=8, power=9000))
    g = s.build()
    g.apply(Action("attack", att, linlin))
    expect(g, "confirm", P1)                       # pay DON!! −1 or not (CR 8-3-1-4)
    g.apply(Action("accept"))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert linlin in g.state.trash[P1] and g.state.life[P1][-1] == top
    assert g.state.don_deck[P1] == 9
