"""OP10-060 Barrier-Barrier Pistol (Event): its Main puts an opposing Character
of 6000 power or less under its owner's deck; its Trigger does the same."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP10-060"
HAJRUDIN = "OP01-018"        # 6000
KID = "ST02-013"             # 7000


def test_op10_060_main_places_a_6000_character_at_the_bottom():
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=5)
    haj, kid = s.p2.character(HAJRUDIN), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {haj}
    g.apply(Action("select", haj))
    expect_decision(g, 0, "main")
    assert g.state.deck[1][0] == haj and g.state.chars[1] == [kid]


def test_op10_060_trigger_activates_the_main():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    haj = s.p2.character(HAJRUDIN)
    g = life_trigger_offered(s)                         # P2's 6000 attacker joins the field
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", haj))
    expect_decision(g, 1, "main")
    assert g.state.deck[1][0] == haj


def test_op10_060_nothing_with_6000_or_less_nothing_to_choose():
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=5)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [kid]
