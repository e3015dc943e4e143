"""PRB02-012 Nami (Character): when played, searches the top 5 for one Straw
Hat Crew card not named Nami, the rest under the deck; its Trigger plays it
(and then the search happens)."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import ROBIN, VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher
from ..strict_battle import life_trigger_offered

CARD = "PRB02-012"
OTHER_NAMI = "OP10-013"      # {Straw Hat Crew} [Nami]


def test_prb02_012_on_play_adds_a_straw_hat_card_other_than_nami():
    g, ids, _ = played_searcher(CARD, [OTHER_NAMI, VIVI, ROBIN, CARD, VIVI])
    add_one(g, ids, addable=[ids[2]], pick=ids[2])
    back_at_main(g)


def test_prb02_012_on_play_only_namis_nothing_to_add():
    g, ids, _ = played_searcher(CARD, [OTHER_NAMI, VIVI, CARD, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    nami, other = s.p1.life(CARD, VIVI)
    ids = s.p1.deck(ROBIN, VIVI, VIVI, VIVI, VIVI)
    return life_trigger_offered(s), nami, ids


def test_prb02_012_trigger_plays_her_and_her_on_play_searches():
    g, nami, ids = _hit()
    g.apply(Action("use_trigger"))
    assert nami in g.state.chars[0]
    add_one(g, ids, addable=[ids[0]], pick=ids[0])
    back_at_main(g, 1)                                     # back to P2's turn


def test_prb02_012_trigger_declined_she_goes_to_the_hand():
    g, nami, ids = _hit()
    g.apply(Action("decline_trigger"))
    back_at_main(g, 1)
    assert nami in g.state.hand[0] and g.state.chars[0] == []
