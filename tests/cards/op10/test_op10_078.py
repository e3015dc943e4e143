"""OP10-078 I Do Not Forgive Those Who Laugh at My Family!!! (Event): as a Main
or a Counter, searches the top 3 for one Donquixote Pirates card other than
itself; the rest go under the deck."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher
from ..strict_battle import attacked_by_opponent

CARD = "OP10-078"
BELLAMY = "OP05-035"         # {Donquixote Pirates}


def test_op10_078_main_adds_a_donquixote_card():
    g, ids, _ = played_searcher(CARD, [CARD, BELLAMY, VIVI, BELLAMY])
    add_one(g, ids[:3], addable=[ids[1]], pick=ids[1])
    back_at_main(g)


def test_op10_078_main_another_copy_is_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, BELLAMY])
    nothing_to_add(g, ids[:3])
    back_at_main(g)


def test_op10_078_counter_searches_in_the_counter_step():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, = s.p1.hand(CARD)
    s.p1.don(active=1)
    ids = s.p1.deck(VIVI, BELLAMY, VIVI)
    g, _ = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("no_block"))
    expect_decision(g, 0, "counter")
    g.apply(Action("counter_event", card))
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    expect_decision(g, 0, "counter")                   # the Counter Step goes on
    assert card in g.state.trash[0] and g.don(0).rested == 1
