"""OP11-097 After All These Years I'm Losing My Edge!!! (Event): as a Counter,
+1000, then with 10 or more trash cards a black Character of cost 3 or less
comes back to the hand. Q&A (qa_op11.md, OP11-097): a card just used as a
Counter may come back; 9 trash cards and the Event itself make 10."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP11-097"
KOMILLE = "OP02-097"         # black, cost 1, Counter +1000
GROUNT = "EB02-042"          # black, cost 6


def _counter(trash, hand=()):
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, *held = s.p1.hand(CARD, *hand)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    dumped = s.p1.trash(*trash)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    expect_decision(g, 0, "counter")
    return s, g, e, held, dumped


def _activate(g, s, e):
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    assert power(g.state, s.p1.leader_id) == 6000


def test_op11_097_qa_with_9_in_the_trash_the_event_makes_10():
    """qa_op11.md, OP11-097 Q2."""
    s, g, e, _, dumped = _counter([GROUNT] * 8 + [KOMILLE])
    _activate(g, s, e)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {dumped[8]}                # not the cost-6 ones
    g.apply(Action("select", dumped[8]))
    expect_decision(g, 0, "counter")
    assert g.state.hand[0] == [dumped[8]]


def test_op11_097_qa_the_card_just_used_as_a_counter_can_be_added():
    """qa_op11.md, OP11-097 Q1."""
    s, g, e, (komille,), dumped = _counter([GROUNT] * 9, hand=(KOMILLE,))
    g.apply(Action("counter", komille, s.p1.leader_id))
    assert komille in g.state.trash[0]
    g.apply(Action("counter_event", e))
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {komille}
    g.apply(Action("select", komille))
    assert g.state.hand[0] == [komille]


def test_op11_097_with_8_in_the_trash_nothing_is_added():
    s, g, e, _, dumped = _counter([GROUNT] * 7 + [KOMILLE])
    _activate(g, s, e)
    expect_decision(g, 0, "counter")                   # 9 with the Event: no choice
    assert g.state.hand[0] == []
