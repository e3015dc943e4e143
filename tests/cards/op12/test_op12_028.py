"""OP12-028 Kouzuki Hiyori (Character): resting 1 DON!! and herself, with a
Roronoa Zoro Leader, searches the top 5 for a Slash card or a green Event;
the rest go under the deck. Q&A (qa_op12.md, OP12-028): a Slash card of any
color qualifies."""

from optcg import Action
from optcg.testing import Scenario

from ..qa import ROBIN
from ..searching import add_one, back_at_main

CARD = "OP12-028"
ZORO_LEADER = "OP01-001"     # red [Roronoa Zoro] Leader
ATMOS = "OP02-003"           # red <Slash> Character
GREEN_EVENT = "OP12-038"     # a green Event
RED_EVENT = "OP15-020"       # a red Event: not green


def _board(leader):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    hiyori = s.p1.character(CARD)
    s.p1.don(active=1)
    ids = s.p1.deck(ROBIN, ATMOS, GREEN_EVENT, RED_EVENT, ROBIN)
    g = s.build()
    g.apply(Action("activate", hiyori, 0))
    return g, hiyori, ids


def test_op12_028_qa_with_a_zoro_leader_adds_a_non_green_slash_card_or_green_event():
    """qa_op12.md, OP12-028: a non-green <Slash> attribute card can be added."""
    g, hiyori, ids = _board(ZORO_LEADER)
    assert g.state.rested[hiyori] and g.don(0).rested == 1
    add_one(g, ids, addable=[ids[1], ids[2]], pick=ids[1])
    back_at_main(g)


def test_op12_028_other_leader_costs_paid_nothing_looked_at():
    g, hiyori, ids = _board("ST01-001")
    back_at_main(g)
    assert g.state.rested[hiyori] and g.don(0).rested == 1
    assert g.state.hand[0] == [] and g.state.deck[0][-5:] == ids[::-1]
