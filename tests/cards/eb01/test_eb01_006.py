"""EB01-006 Tony Tony.Chopper (Character): "[Blocker]" and "[DON!! x2] [When
Attacking] Give up to 1 of your opponent's Characters −3000 power during this
turn."  (CR 10-1-4 [Blocker]; [DON!! x2]: only with 2 DON!! given, CR 10-2-2)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

CHOPPER = "EB01-006"
FOE = custom_card("T-FOE", "Foe", cost=4, power=6000)


def _attacking(don: int):
    s = Scenario(turn=3, strict=True)
    chopper = s.p1.character(CHOPPER, don=don)
    foe = s.p2.character(FOE)
    g = s.build()
    g.apply(Action("attack", chopper, s.p2.leader_id))
    return g, chopper, foe


def test_eb01_006_has_blocker():
    s = Scenario()
    chopper = s.p1.character(CHOPPER)
    assert has_keyword(s.build().state, chopper, KEYWORD_BITS["Blocker"])


def test_eb01_006_with_2_don_gives_an_opponents_character_minus_3000():
    g, chopper, foe = _attacking(2)
    expect_decision(g, P1, "select")
    assert selectable(g) == {foe}
    g.apply(Action("select", foe))
    expect_decision(g, P2, "block")
    assert power(g.state, foe) == 3000


def test_eb01_006_with_1_don_nothing_happens():
    g, chopper, foe = _attacking(1)
    expect_decision(g, P2, "block")
    assert power(g.state, foe) == 6000
