"""OP16-022 Monkey.D.Luffy (Leader): "[Activate: Main] [Once Per Turn] If the
only Characters on your field are {Impel Down} type Characters, set up to 2
of your DON!! cards as active."  With no Character the condition is not met
(the same reading as the official Q&A on EB02-010 and OP15-001)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

LUFFY = "OP16-022"
IMPEL_DOWN = custom_card("T-IMPEL", "Prisoner", cost=2, power=3000, types=("Impel Down",))
OTHER = custom_card("T-NAVY", "Guard", cost=2, power=3000, types=("Navy",))


def _activate(*chars):
    s = Scenario(turn=3)
    luffy = s.p1.leader(LUFFY)
    for c in chars:
        s.p1.character(c)
    s.p1.don(active=1, rested=5)
    g = s.build()
    g.apply(Action("activate", luffy, 0))
    return luffy, g


def test_op16_022_only_impel_down_sets_up_to_2_active_once_per_turn():
    luffy, g = _activate(IMPEL_DOWN, IMPEL_DOWN)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 3 and g.state.don_rested[P1] == 3
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == luffy]


def test_op16_022_another_type_or_no_character_sets_nothing():
    for chars in ((IMPEL_DOWN, OTHER), ()):
        luffy, g = _activate(*chars)
        expect(g, "main", P1)
        assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 5, chars
