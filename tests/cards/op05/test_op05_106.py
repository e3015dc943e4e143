"""OP05-106 Shura (Character): when played, searches the top 5 for one Sky
Island card not named Shura, the rest under the deck; its Trigger plays it
(and then the search happens)."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher
from ..strict_battle import life_trigger_offered

CARD = "OP05-106"
HOLLY = "OP05-110"           # {Sky Island}


def test_op05_106_on_play_adds_a_sky_island_card_other_than_shura():
    g, ids, _ = played_searcher(CARD, [CARD, HOLLY, VIVI, VIVI, VIVI])
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    back_at_main(g)


def test_op05_106_on_play_another_shura_is_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def _hit():
    s = Scenario(turn=4, turn_player=1, strict=True)
    shura, _ = s.p1.life(CARD, VIVI)
    ids = s.p1.deck(VIVI, HOLLY, VIVI, VIVI, VIVI)
    return life_trigger_offered(s), shura, ids


def test_op05_106_trigger_plays_shura_and_her_on_play_searches():
    g, shura, ids = _hit()
    g.apply(Action("use_trigger"))
    assert shura in g.state.chars[0]
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    back_at_main(g, 1)


def test_op05_106_trigger_declined_shura_goes_to_the_hand():
    g, shura, ids = _hit()
    g.apply(Action("decline_trigger"))
    back_at_main(g, 1)
    assert shura in g.state.hand[0] and g.state.chars[0] == []
