"""OP09-095 Laffitte (Character): resting 1 DON!! and himself searches the top
5 for one Blackbeard Pirates card; the rest go under the deck."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import VIVI
from ..searching import add_one, back_at_main

CARD = "OP09-095"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}


def _board(active_don=1, rested=False):
    s = Scenario(strict=True)
    laffitte = s.p1.character(CARD, rested=rested)
    s.p1.don(active=active_don)
    ids = s.p1.deck(VIVI, PIZARRO, CARD, VIVI, VIVI)
    return s.build(), laffitte, ids


def test_op09_095_rests_a_don_and_itself_and_searches():
    g, laffitte, ids = _board()
    g.apply(Action("activate", laffitte, 0))
    assert g.state.rested[laffitte] and g.don(0).rested == 1 and g.don(0).active == 0
    add_one(g, ids, addable=[ids[1], ids[2]], pick=ids[1])
    back_at_main(g)


def test_op09_095_not_offered_without_an_active_don_or_when_rested():
    for g, laffitte, _ in (_board(active_don=0), _board(rested=True)):
        assert Action("activate", laffitte, 0) not in g.legal_actions()
