"""OP05-091 Rebecca (Character): a Blocker; when played, a black Character of
cost 3 to 7 not named Rebecca comes back from the trash, then a black
Character of cost 3 or less may be played rested from the hand. Q&A
(qa_op05.md, OP05-091): the cost-3 card just taken back may be the one
played."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..strict_battle import attacked_by_opponent

CARD = "OP05-091"
YAMAKAJI = "OP02-116"        # black, cost 3
DOBERMAN = "OP02-107"        # black, cost 2: too cheap to add, may be played
GROUNT = "EB02-042"          # black, cost 6


def test_op05_091_qa_adds_a_cost_3_and_plays_it_rested():
    """qa_op05.md, OP05-091."""
    s = Scenario(strict=True)
    rebecca, = s.p1.hand(CARD)
    s.p1.don(active=4)
    yama, dober, grount, other = s.p1.trash(YAMAKAJI, DOBERMAN, GROUNT, CARD)
    g = s.build()
    g.apply(Action("play", rebecca))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {yama, grount}
    g.apply(Action("select", yama))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {yama}
    g.apply(Action("select", yama))
    expect_decision(g, 0, "main")
    assert yama in g.state.chars[0] and g.state.rested[yama]


def test_op05_091_nothing_in_the_trash_nothing_in_hand():
    s = Scenario(strict=True)
    rebecca, = s.p1.hand(CARD)
    s.p1.don(active=4)
    dober, = s.p1.trash(DOBERMAN)
    g = s.build()
    g.apply(Action("play", rebecca))
    expect_decision(g, 0, "main")
    assert g.state.trash[0] == [dober] and g.state.chars[0] == [rebecca]


def test_op05_091_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    rebecca = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", rebecca))
    assert g.state.rested[rebecca]
