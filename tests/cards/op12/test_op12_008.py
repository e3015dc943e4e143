"""OP12-008 Shanks (Character): a Blocker; once per turn when the opponent
attacks, trashing a hand card gives −2000 to an opposing Leader or
Character."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP12-008"
HAJRUDIN = "OP01-018"        # 6000


def _attack(hand=(VIVI,)):
    s = Scenario(turn=4, turn_player=1, strict=True)
    shanks = s.p1.character(CARD)
    held = s.p1.hand(*hand)
    s.p1.life(VIVI, VIVI)
    att = s.p2.character(HAJRUDIN)
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    return s, g, shanks, held, att


def test_op12_008_trashes_a_card_and_gives_minus_2000_then_blocks():
    s, g, shanks, (vivi,), att = _attack()
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {s.p2.leader_id, att}
    g.apply(Action("select", att))
    assert vivi in g.state.trash[0] and power(g.state, att) == 4000
    expect_decision(g, 0, "block")                     # [Blocker]
    g.apply(Action("block", shanks))
    expect_decision(g, 0, "counter")
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    assert shanks in g.state.chars[0] and g.state.rested[shanks]   # 6000 vs 4000
    assert att in g.state.chars[1]                     # the attacker is not K.O.'d


def test_op12_008_once_per_turn_and_not_without_a_hand_card():
    s, g, shanks, held, att = _attack(hand=(VIVI, VIVI))
    g.apply(Action("accept"))
    g.apply(Action("select", held[0]))
    g.apply(Action("select", att))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect_decision(g, 1, "main")
    g.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    expect_decision(g, 0, "block")                     # second attack: not offered again
    s, g, shanks, held, att = _attack(hand=())
    expect_decision(g, 0, "block")                     # nothing to trash: not offered
