"""OP05-076 When You're at Sea You Fight against Pirates!! (Event): its Main
searches the top 3 for one Straw Hat Crew, Kid Pirates or Heart Pirates
card, the rest under the deck; its Trigger does the same."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher
from ..strict_battle import life_trigger_offered

CARD = "OP05-076"
KID = "ST02-013"             # {Kid Pirates}
JEAN_BART = "OP01-045"       # {Heart Pirates}


def test_op05_076_main_adds_a_straw_hat_kid_or_heart_card():
    g, ids, _ = played_searcher(CARD, [ROBIN, KID, JEAN_BART, VIVI])
    add_one(g, ids[:3], addable=ids[:3], pick=ids[1])
    back_at_main(g)
    assert g.state.deck[0][-1] == ids[3]


def test_op05_076_main_nothing_fits():
    g, ids, _ = played_searcher(CARD, [VIVI, VIVI, VIVI, ROBIN])
    nothing_to_add(g, ids[:3])
    back_at_main(g)


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    ids = s.p1.deck(VIVI, JEAN_BART, VIVI)
    return life_trigger_offered(s), card, ids


def test_op05_076_trigger_activates_the_main():
    g, card, ids = _hit()
    g.apply(Action("use_trigger"))
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    back_at_main(g, 1)


def test_op05_076_trigger_declined_goes_to_the_hand():
    g, card, ids = _hit()
    g.apply(Action("decline_trigger"))
    back_at_main(g, 1)
    assert g.state.hand[0] == [card]
