"""OP16-060 Sengoku (Leader): "[Activate: Main] You may return 8 of your
active DON!! cards to your DON!! deck: Play up to 3 {Admiral} type Character
cards with different card names from your hand." (no two cards chosen share
a name; played by the effect, their costs are not paid)."""

from optcg import Action
from optcg.engine.decision_kinds import MAIN, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import activations, selectable
from .admirals import ADMIRAL_A, ADMIRAL_B, NAVY

SENGOKU = "OP16-060"


def _board(active: int):
    s = Scenario(strict=True)
    sengoku = s.p1.leader(SENGOKU)
    hand = s.p1.hand(ADMIRAL_A, ADMIRAL_A, ADMIRAL_B, NAVY)
    s.p1.don(active=active)
    return s.build(), sengoku, hand


def test_op16_060_plays_admirals_with_different_names_for_8_active_don():
    g, sengoku, (a1, a2, b, navy) = _board(9)
    g.apply(Action("activate", sengoku, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {a1, a2, b}                # {Admiral} only
    g.apply(Action("select", a1))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {b}                        # not a second [Admiral A]
    g.apply(Action("select", b))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert st.chars[0] == [a1, b] and set(st.hand[0]) == {a2, navy}
    assert st.don_active[0] == 1 and st.don_deck[0] == 9        # 8 returned, no cost paid
    assert activations(g, sengoku) == []               # 1 active DON!! left


def test_op16_060_cannot_be_used_with_7_active_don():
    g, sengoku, hand = _board(7)
    assert activations(g, sengoku) == []               # CR 8-3-1-3: the cost cannot be paid
