"""OP11-099 I'm Gonna Be a Navy Officer!!! (Event): its Main searches the top 3
for one Navy card other than itself and trashes the rest; its Trigger does
the same."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import VIVI
from ..searching import add_one, back_at_main, played_searcher
from ..strict_battle import life_trigger_offered

CARD = "OP11-099"
KOMILLE = "OP02-097"         # {Navy}


def test_op11_099_main_adds_a_navy_card_and_trashes_the_rest():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, KOMILLE, VIVI])
    add_one(g, ids[:3], addable=[ids[2]], pick=ids[2], rest="trash")
    back_at_main(g)
    assert g.state.deck[0] == [ids[3]]


def test_op11_099_main_another_copy_is_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, KOMILLE])
    back_at_main(g)
    st = g.state
    assert set(ids[:3]) <= set(st.trash[0]) and st.hand[0] == []


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    ids = s.p1.deck(VIVI, KOMILLE, VIVI, VIVI)
    return life_trigger_offered(s), card, ids


def test_op11_099_trigger_activates_the_main():
    g, card, ids = _hit()
    g.apply(Action("use_trigger"))
    add_one(g, ids[:3], addable=[ids[1]], pick=ids[1], rest="trash")
    back_at_main(g, 1)


def test_op11_099_trigger_declined_goes_to_the_hand():
    g, card, ids = _hit()
    g.apply(Action("decline_trigger"))
    back_at_main(g, 1)
    assert g.state.hand[0] == [card] and len(g.state.deck[0]) == 4
