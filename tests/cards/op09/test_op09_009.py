"""OP09-009 Benn.Beckman (Character): when played, trashes one opposing
Character of 6000 power or less. Q&A (qa_op09.md, OP09-009): being trashed
is no K.O., so its On K.O. does not activate."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP09-009"
SANJI = "OP10-005"           # 3000 (6000 in its own turn); [On K.O.] draw 1
KID = "ST02-013"             # 7000


def test_op09_009_qa_trashes_a_6000_or_less_character_without_its_on_ko():
    """qa_op09.md, OP09-009."""
    s = Scenario(strict=True)
    beckman, = s.p1.hand(CARD)
    s.p1.don(active=7)
    sanji, kid = s.p2.character(SANJI), s.p2.character(KID)
    s.p2.deck(VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", beckman))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {sanji}
    g.apply(Action("select", sanji))
    expect_decision(g, 0, "main")
    assert sanji in g.state.trash[1] and g.state.hand[1] == []    # no draw


def test_op09_009_nothing_with_6000_or_less():
    s = Scenario(strict=True)
    beckman, = s.p1.hand(CARD)
    s.p1.don(active=7)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", beckman))
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [kid]
