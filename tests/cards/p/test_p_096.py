"""P-096 Girl (Character): when played, draw 1 and trash 1; once per turn, a
rested DON!! to one of your Nami cards."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "P-096"
NAMI = "ST01-007"


def test_p_096_on_play_draws_1_and_trashes_1():
    s = Scenario(strict=True)
    girl, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=2)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", girl))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {vivi, top}
    g.apply(Action("select", vivi))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [top] and vivi in g.state.trash[0]


def test_p_096_activate_gives_a_rested_don_to_a_nami_once_per_turn():
    s = Scenario(strict=True)
    girl = s.p1.character(CARD)
    nami, vivi = s.p1.character(NAMI), s.p1.character(VIVI)
    s.p1.don(rested=2)
    g = s.build()
    g.apply(Action("activate", girl, 1))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {nami}
    g.apply(Action("select", nami))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.don(0).given == {nami: 1}
    assert Action("activate", girl, 1) not in g.legal_actions()
