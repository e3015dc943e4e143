"""EB01-061 Mr.2.Bon.Kurei(Bentham) (Character, cost 4, 1000 power):
- "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active";
- "[When Attacking] Select up to 1 of your opponent's Characters. This
  Character's base power becomes the same as the selected Character's power
  during this turn."
Official Q&A on EB01-061: with 1 DON!! given and a 5000 Character selected,
its power becomes 6000.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

BON_KUREI = "EB01-061"
FIVE = custom_card("T-C5", "Five", cost=4, power=5000)


def test_eb01_061_on_play_adds_an_active_don():
    s = Scenario(turn=3)
    bon, = s.p1.hand(BON_KUREI)
    s.p1.don(active=4, deck=6)
    g = s.build()
    g.apply(Action("play", bon))
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 5


def test_eb01_061_copies_the_selected_power_as_its_base_power_plus_its_don():
    s = Scenario(turn=3)
    bon = s.p1.character(BON_KUREI, don=1)
    five = s.p2.character(FIVE)
    s.p2.life("ST01-006")
    g = s.build()
    assert power(g.state, bon) == 2000
    g.apply(Action("attack", bon, s.p2.leader_id))
    expect(g, "select", P1)
    assert g.decision.purpose.text == "select up to 1 of your opponent's Characters"
    g.apply(Action("select", five))
    assert power(g.state, bon) == 6000, "Q&A EB01-061: 5000 base + 1 DON!!"


def test_eb01_061_selecting_nothing_keeps_its_power():
    s = Scenario(turn=3)
    bon = s.p1.character(BON_KUREI, don=1)
    s.p2.character(FIVE)
    s.p2.life("ST01-006")
    g = s.build()
    g.apply(Action("attack", bon, s.p2.leader_id))
    g.apply(Action("select_done"))
    assert power(g.state, bon) == 2000
