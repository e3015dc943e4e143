"""OP09-099 Fullalead (Stage): trashing a hand card and resting it searches the
top 3 for one Blackbeard Pirates card; the rest go under the deck."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main

CARD = "OP09-099"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}


def _board(hand=(VIVI,), rested=False):
    s = Scenario(strict=True)
    stage = s.p1.stage(CARD, rested=rested)
    held = s.p1.hand(*hand)
    ids = s.p1.deck(VIVI, PIZARRO, VIVI, PIZARRO)
    return s.build(), stage, held, ids


def test_op09_099_trashes_a_hand_card_rests_and_searches_3():
    g, stage, (vivi,), ids = _board()
    g.apply(Action("activate", stage, 0))
    expect_decision(g, 0, SELECT)                      # the card to trash
    g.apply(Action("select", vivi))
    assert vivi in g.state.trash[0] and g.state.rested[stage]
    add_one(g, ids[:3], addable=[ids[1]], pick=ids[1])
    back_at_main(g)
    assert g.state.deck[0][-1] == ids[3]               # only 3 looked at


def test_op09_099_not_offered_with_an_empty_hand_or_rested():
    for g, stage, _, _ in (_board(hand=()), _board(rested=True)):
        assert Action("activate", stage, 0) not in g.legal_actions()
