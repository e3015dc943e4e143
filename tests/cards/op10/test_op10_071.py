"""OP10-071 Donquixote Doflamingo (Character): when played, DON!! −1 plays a
Donquixote Pirates Character of cost 5 or less from the hand; once per turn
when the opponent attacks, resting 1 DON!! brings an active one. Q&A
(qa_op10.md, OP10-071): with two of them and 1 active DON!!, the DON!! the
first brings pays the second."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, ORDER_EFFECTS, RETURN_DON, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP10-071"
BELLAMY = "OP05-035"         # {Donquixote Pirates}, cost 3
DIAMANTE = "OP10-068"        # {Donquixote Pirates}, cost 5
HAJRUDIN = "OP01-018"


def test_op10_071_on_play_returns_a_don_and_plays_a_donquixote_character():
    s = Scenario(strict=True)
    doffy, bellamy, vivi = s.p1.hand(CARD, BELLAMY, VIVI)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", doffy))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, RETURN_DON)
    g.apply(Action("return_don", -1, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {bellamy}
    g.apply(Action("select", bellamy))
    expect_decision(g, 0, "main")
    assert bellamy in g.state.chars[0] and g.don(0).active == 1 and g.don(0).deck == 2


def test_op10_071_on_play_declined_nothing_played():
    s = Scenario(strict=True)
    doffy, bellamy = s.p1.hand(CARD, BELLAMY)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", doffy))
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [bellamy] and g.don(0).deck == 1


def _attacked(n, active, deck):
    s = Scenario(turn=4, turn_player=1, strict=True)
    doffies = [s.p1.character(CARD) for _ in range(n)]
    s.p1.don(active=active, deck=deck)
    s.p1.life(VIVI, VIVI)
    att = s.p2.character(HAJRUDIN)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    return s, g, doffies, att


def test_op10_071_qa_two_doflamingos_add_2_don_with_1_active():
    """qa_op10.md, OP10-071."""
    s, g, doffies, att = _attacked(2, active=1, deck=2)
    expect_decision(g, 0, ORDER_EFFECTS)
    g.apply(g.legal_actions()[0])
    for _ in range(2):
        expect_decision(g, 0, CONFIRM)
        g.apply(Action("accept"))
        expect_decision(g, 0, CHOOSE_NUMBER)
        g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "block")
    assert g.don(0).deck == 0 and g.don(0).active == 1 and g.don(0).rested == 2


def test_op10_071_once_per_turn():
    s, g, (doffy,), att = _attacked(1, active=2, deck=5)
    g.apply(Action("accept"))
    g.apply(Action("number", -1, 1))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(g, 0, "block")                     # not offered a second time
    assert g.don(0).active == 2 and g.don(0).deck == 4
