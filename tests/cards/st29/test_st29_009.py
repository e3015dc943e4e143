"""ST29-009 Nico Robin (Character): a Blocker; her Trigger plays her with a
Monkey.D.Luffy Leader."""

from test_card_compiler import leader

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import attacked_by_opponent, life_trigger_offered

CARD = "ST29-009"


def _trigger(lead):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    robin, _ = s.p1.life(CARD, VIVI)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, "main")
    return g, robin


def test_st29_009_trigger_with_a_luffy_leader_plays_her():
    g, robin = _trigger("ST01-001")
    assert robin in g.state.chars[0]


def test_st29_009_trigger_with_another_leader_she_is_trashed():
    g, robin = _trigger(leader("Nami"))
    assert robin in g.state.trash[0]


def test_st29_009_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    robin = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", robin))
    assert g.state.rested[robin]
