"""OP08-076 It's to Die For... (Event, cost 3):
- "[Main] Add up to 1 DON!! card from your DON!! deck and set it as active.
  Then, if your opponent has a Character with 6000 power or more, add up to 1
  more";
- "[Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1
from cards.strict_battle import life_trigger_offered

EVENT = "OP08-076"


def _main(opponent_power):
    s = Scenario(turn=3)
    e, = s.p1.hand(EVENT)
    s.p1.don(active=3, deck=7)
    s.p2.character(custom_card("T-THEIRS", "Theirs", cost=5, power=opponent_power))
    g = s.build()
    g.apply(Action("play", e))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    return g


def test_op08_076_against_a_6000_character_adds_2_active_don():
    g = _main(6000)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 2 and g.state.don_deck[P1] == 5


def test_op08_076_otherwise_adds_1():
    g = _main(5000)
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 6


def test_op08_076_trigger_adds_1_active_don():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(EVENT, "ST01-006")
    s.p1.don(deck=5)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect(g, "choose_number", P1)                 # up to 1
    g.apply(Action("number", -1, 1))
    assert g.state.don_active[P1] == 1 and g.state.don_deck[P1] == 4
