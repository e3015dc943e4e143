"""ST21-017 Gum-Gum Mole Pistol (Event): its Main gives −5000, then with a 6000
Character of yours K.O.s an opposing Character of 2000 power or less; its
Trigger does the same. Q&A (qa_st-21.md, ST21-017): the two may be different
Characters."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "ST21-017"
FRANKY = "ST01-010"          # 6000
KID = "ST02-013"             # 7000
NAMI = "ST01-007"            # 1000


def _main(mine):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=4)
    s.p1.characters(*mine)
    kid, nami = s.p2.character(KID), s.p2.character(NAMI)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    return g, kid, nami


def test_st21_017_qa_minus_5000_on_one_and_ko_another():
    """qa_st-21.md, ST21-017."""
    g, kid, nami = _main([FRANKY])
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {kid, nami}             # Kid is down to 2000 too
    g.apply(Action("select", nami))
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 2000 and nami in g.state.trash[1]


def test_st21_017_no_6000_character_no_ko():
    g, kid, nami = _main([VIVI])
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 2000 and nami in g.state.chars[1]


def test_st21_017_trigger_activates_the_main():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    kid = s.p2.character(KID)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 1, "main")
    assert power(g.state, kid) == 2000
