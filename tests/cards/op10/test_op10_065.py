"""OP10-065 Sugar (Character): resting 1 DON!! and herself searches the top 5
for one Donquixote Pirates card; the rest go under the deck."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add

CARD = "OP10-065"
BELLAMY = "OP05-035"         # {Donquixote Pirates}


def _board(deck, active_don=1, rested=False):
    s = Scenario(strict=True)
    sugar = s.p1.character(CARD, rested=rested)
    s.p1.don(active=active_don)
    ids = s.p1.deck(*deck)
    return s.build(), sugar, ids


def test_op10_065_rests_a_don_and_itself_and_searches():
    g, sugar, ids = _board([VIVI, BELLAMY, VIVI, CARD, VIVI])
    g.apply(Action("activate", sugar, 0))
    assert g.state.rested[sugar] and g.don(0).rested == 1
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[3])
    back_at_main(g)


def test_op10_065_nothing_fits():
    g, sugar, ids = _board([VIVI] * 5)
    g.apply(Action("activate", sugar, 0))
    nothing_to_add(g, ids)
    back_at_main(g)


def test_op10_065_not_offered_without_an_active_don_or_when_rested():
    for g, sugar, _ in (_board([VIVI] * 5, active_don=0), _board([VIVI] * 5, rested=True)):
        assert Action("activate", sugar, 0) not in g.legal_actions()
