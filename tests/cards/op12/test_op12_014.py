"""OP12-014 Boa Hancock (Character): when played, searches the top 5 for a
Monkey.D.Luffy or a red Event, the rest under the deck; trashing herself
gives up to 2 rested DON!! to the Leader or a Character. Q&A (qa_op12.md,
OP12-014): a Luffy of any color qualifies; the DON!! she had (rested once
she is trashed) may be the ones given."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP12-014"
BLACK_LUFFY = "OP07-091"     # a non-red [Monkey.D.Luffy]
RED_EVENT = "OP15-020"
BLUE_CHAR = "OP02-053"


def test_op12_014_qa_on_play_adds_a_non_red_luffy_or_a_red_event():
    g, ids, _ = played_searcher(CARD, [BLACK_LUFFY, BLUE_CHAR, RED_EVENT, VIVI, VIVI])
    add_one(g, ids, addable=[ids[0], ids[2]], pick=ids[0])
    back_at_main(g)


def test_op12_014_on_play_nothing_fits():
    g, ids, _ = played_searcher(CARD, [BLUE_CHAR, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def _board(given: int, rested: int):
    s = Scenario(strict=True)
    hancock = s.p1.character(CARD, don=given)
    vivi = s.p1.character(VIVI)
    s.p1.don(active=1, rested=rested)
    return s, s.build(), hancock, vivi


def test_op12_014_qa_trashed_she_gives_her_own_don_to_a_character():
    """qa_op12.md, OP12-014 Q2: her 2 given DON!! come back rested when she
    is trashed, and are the rested DON!! given."""
    s, g, hancock, vivi = _board(given=2, rested=0)
    g.apply(Action("activate", hancock, 1))
    expect_decision(g, 0, SELECT)
    assert hancock in g.state.trash[0]                    # the cost is paid first
    assert selectable(g) == {s.p1.leader_id, vivi}
    g.apply(Action("select", vivi))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 2))
    back_at_main(g)
    assert g.don(0).given == {vivi: 2} and g.don(0).active == 1 and g.don(0).rested == 0


def test_op12_014_no_rested_don_gives_nothing():
    s, g, hancock, vivi = _board(given=0, rested=0)
    g.apply(Action("activate", hancock, 1))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    back_at_main(g)                                       # nothing to give: no number asked
    assert hancock in g.state.trash[0]
    assert g.don(0).given == {} and g.don(0).active == 1
