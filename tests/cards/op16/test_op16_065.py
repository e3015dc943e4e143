"""OP16-065 Sakazuki (Character, cost 7):
- "[On Play] DON!! −1: Give up to 1 of your opponent's Characters −6000 power
  until the end of your opponent's next End Phase";
- "[Activate: Main] [Once Per Turn] You may rest 1 of your DON!! cards: If your
  Leader has the {Navy} type, add up to 2 DON!! cards from your DON!! deck and
  set them as active."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

SAKAZUKI = "OP16-065"
NAVY_LEADER = "OP11-001"          # Koby, {Navy}


def test_op16_065_don_minus_1_gives_minus_6000_through_the_opponents_turn():
    s = Scenario(turn=3)
    sakazuki, = s.p1.hand(SAKAZUKI)
    s.p1.don(active=8)
    big = s.p2.character(custom_card("T-C9", "Nine", cost=9, power=9000))
    g = s.build()
    g.apply(Action("play", sakazuki))
    expect(g, "confirm", P1)                       # pay DON!! −1 or not (CR 8-3-1-4)
    g.apply(Action("accept"))
    expect(g, "return_don", P1)                    # a rested one (7 paid for Sakazuki) or the active one
    g.apply(Action("return_don", -1, 0))
    expect(g, "select", P1)
    g.apply(Action("select", big))
    assert power(g.state, big) == 3000 and g.state.don_deck[P1] == 3
    assert g.state.don_rested[P1] == 6 and g.state.don_active[P1] == 1
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert power(g.state, big) == 3000


def test_op16_065_resting_a_don_adds_2_active_don_under_a_navy_leader_once_per_turn():
    s = Scenario(turn=3)
    s.p1.leader(NAVY_LEADER)
    sakazuki = s.p1.character(SAKAZUKI)
    s.p1.don(active=1, deck=9)
    g = s.build()
    g.apply(Action("activate", sakazuki, 1))        # its second ability
    expect(g, "choose_number", P1)                 # "up to 2"
    g.apply(Action("number", -1, 2))
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 1
    assert g.state.don_deck[P1] == 7
    assert not [x for x in g.legal_actions() if x.kind == "activate" and x.card == sakazuki]


def test_op16_065_under_another_leader_only_the_don_is_rested():
    s = Scenario(turn=3)
    sakazuki = s.p1.character(SAKAZUKI)
    s.p1.don(active=1, deck=9)
    g = s.build()
    g.apply(Action("activate", sakazuki, 1))
    expect(g, "main", P1)
    assert g.state.don_rested[P1] == 1 and g.state.don_deck[P1] == 9
