"""OP05-106 Shura (Character): when played, searches the top 5 for one Sky
Island card not named Shura, the rest under the deck; its Trigger plays it
(and then the search happens)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

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


def test_op05_106_qa_with_the_enel_leader_the_player_orders_the_two_effects():
    """qa_op05.md, OP05-098 Q3 (filed under the Enel Leader): Shura played
    by her Trigger from the last Life card; Enel's "Life became 0" effect
    and Shura's [On Play] wait together, and their player picks the order."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader("OP05-098")
    shura, = s.p1.life(CARD)
    held, = s.p1.hand(VIVI)
    ids = s.p1.deck(VIVI, HOLLY, VIVI, VIVI, VIVI, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "order_effects")
    assert {a.card for a in g.legal_actions()} == {s.p1.leader_id, shura}
    g.apply(next(a for a in g.legal_actions() if a.card == shura))    # Shura first
    add_one(g, ids[:5], addable=[ids[1]], pick=ids[1])
    expect_decision(g, 0, "select")                    # then Enel: a Life card, trash 1
    assert g.state.life[0] == [ids[5]]
    g.apply(Action("select", held))
    expect_decision(g, 1, "main")
    assert held in g.state.trash[0] and ids[1] in g.state.hand[0]
