"""OP05-082 Shirahoshi (Character): resting her and putting 2 trash cards under
the deck makes an opponent holding 6 or more cards trash 1. Q&A (qa_op05.md,
OP05-082): with 5 or fewer in their hand the cost may still be paid and
nothing is trashed."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "OP05-082"


def _activate(their_hand):
    s = Scenario(strict=True)
    shira = s.p1.character(CARD)
    trash = s.p1.trash(VIVI, VIVI, VIVI)
    theirs = s.p2.hand(*[VIVI] * their_hand)
    g = s.build()
    g.apply(Action("activate", shira, 0))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", trash[0]))
    g.apply(Action("select", trash[2]))
    return g, shira, trash, theirs


def test_op05_082_opponent_with_6_cards_trashes_1():
    g, shira, trash, theirs = _activate(6)
    expect_decision(g, 1, SELECT)                      # the opponent chooses
    g.apply(Action("select", theirs[3]))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.rested[shira] and set(st.deck[0][:2]) == {trash[0], trash[2]}
    assert theirs[3] in st.trash[1] and len(st.hand[1]) == 5


def test_op05_082_qa_opponent_with_5_cards_cost_paid_nothing_trashed():
    """qa_op05.md, OP05-082."""
    g, shira, trash, theirs = _activate(5)
    expect_decision(g, 0, "main")
    st = g.state
    assert st.rested[shira] and st.trash[0] == [trash[1]] and st.hand[1] == theirs


def test_op05_082_one_card_in_the_trash_not_offered():
    s = Scenario(strict=True)
    shira = s.p1.character(CARD)
    s.p1.trash(VIVI)
    g = s.build()
    assert Action("activate", shira, 0) not in g.legal_actions()
