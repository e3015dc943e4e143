"""EB02-010 Monkey.D.Luffy (Leader): "[Activate: Main] [Once Per Turn] DON!!
−2: if the only Characters on your field are {Straw Hat Crew} type
Characters, set up to 2 DON!! active; then this Leader gains +1000 power
until the end of your opponent's next turn."

Official Q&A on EB02-010: with 0 Characters the 2 DON!! are returned and
nothing happens.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1, P2

LUFFY = "EB02-010"
STRAW_HAT = "ST01-006"           # Tony Tony.Chopper, {Straw Hat Crew}
NOT_STRAW_HAT = "ST02-007"       # Jewelry Bonney, {Supernovas}


def _activate(*chars):
    s = Scenario(turn=3)
    luffy = s.p1.leader(LUFFY)
    for c in chars:
        s.p1.character(c)
    s.p1.don(active=2, rested=6)
    g = s.build()
    g.apply(Action("activate", luffy, 0))
    for _ in range(2):                             # DON!! −2: two active DON!! back
        expect(g, "return_don", P1)
        g.apply(Action("return_don", -1, 1))
    return luffy, g


def test_eb02_010_only_straw_hats_sets_2_active_and_gains_1000_through_the_next_turn():
    luffy, g = _activate(STRAW_HAT, STRAW_HAT)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    assert g.state.don_deck[P1] == 4
    assert g.state.don_active[P1] == 2 and g.state.don_rested[P1] == 4
    assert power(g.state, luffy) == 6000
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert power(g.state, luffy) == 6000, "until the end of the opponent's next turn"
    assert not [a for a in g.legal_actions() if a.kind == "activate"]


def test_eb02_010_with_no_character_nothing_happens():
    luffy, g = _activate()
    expect(g, "main", P1)
    assert g.state.don_deck[P1] == 4 and g.state.don_active[P1] == 0
    assert power(g.state, luffy) == 5000


def test_eb02_010_with_another_type_on_the_field_nothing_happens():
    luffy, g = _activate(STRAW_HAT, NOT_STRAW_HAT)
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 0 and power(g.state, luffy) == 5000
