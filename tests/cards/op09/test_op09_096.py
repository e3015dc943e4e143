"""OP09-096 My Era...Begins!! (Event): its Main searches the top 3 for one
Blackbeard Pirates card other than itself and trashes the rest; its Trigger
does the same."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import VIVI
from ..searching import add_one, back_at_main, played_searcher
from ..strict_battle import life_trigger_offered

CARD = "OP09-096"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}


def test_op09_096_main_adds_a_blackbeard_card_and_trashes_the_rest():
    g, ids, _ = played_searcher(CARD, [VIVI, PIZARRO, CARD, VIVI])
    add_one(g, ids[:3], addable=[ids[1]], pick=ids[1], rest="trash")
    back_at_main(g)
    assert g.state.deck[0] == [ids[3]]                 # the 4th card stays


def test_op09_096_main_nothing_fits_all_three_trashed():
    g, ids, _ = played_searcher(CARD, [VIVI, CARD, VIVI, PIZARRO])
    back_at_main(g)
    st = g.state
    assert set(ids[:3]) <= set(st.trash[0]) and st.deck[0] == [ids[3]] and st.hand[0] == []


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    ids = s.p1.deck(PIZARRO, VIVI, VIVI, VIVI)
    return life_trigger_offered(s), card, ids


def test_op09_096_trigger_activates_the_main():
    g, card, ids = _hit()
    g.apply(Action("use_trigger"))
    add_one(g, ids[:3], addable=[ids[0]], pick=ids[0], rest="trash")
    back_at_main(g, 1)
    assert card in g.state.trash[0]


def test_op09_096_trigger_declined_goes_to_the_hand():
    g, card, ids = _hit()
    g.apply(Action("decline_trigger"))
    back_at_main(g, 1)
    assert g.state.hand[0] == [card] and len(g.state.deck[0]) == 4
