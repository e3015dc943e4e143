"""OP06-007 Shanks (Character, cost 10): when played, K.O. one opposing
Character of 10000 power or less."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import selectable

CARD = "OP06-007"
KID = "ST02-013"             # 7000
HUGE = custom_card("T-11000", "Huge", cost=9, power=11000)


def test_op06_007_kos_a_character_with_10000_or_less():
    s = Scenario(strict=True)
    shanks, = s.p1.hand(CARD)
    s.p1.don(active=10)
    kid, huge = s.p2.character(KID), s.p2.character(HUGE)
    g = s.build()
    g.apply(Action("play", shanks))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {kid}
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert kid in g.state.trash[1] and huge in g.state.chars[1]


def test_op06_007_nothing_weak_enough():
    s = Scenario(strict=True)
    shanks, = s.p1.hand(CARD)
    s.p1.don(active=10)
    huge = s.p2.character(HUGE)
    g = s.build()
    g.apply(Action("play", shanks))
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [huge]
