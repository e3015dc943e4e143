"""OP06-018 Gum-Gum King Kong Gatling (Event): its Main gives +3000, and +1000
more while the opponent has a 7000 Character; its Trigger K.O.s an opposing
Character of 5000 power or less. Q&A (qa_op06.md, OP06-018): the two boosts
may go to different cards."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP06-018"
KID = "ST02-013"             # 7000
ROBIN = "ST01-008"           # 5000


def _main(*foes):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    vivi = s.p1.character(VIVI)
    s.p2.characters(*foes)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", s.p1.leader_id))
    return s, g, vivi


def test_op06_018_qa_plus_3000_and_plus_1000_to_different_cards():
    """qa_op06.md, OP06-018."""
    s, g, vivi = _main(KID)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, "main")
    assert power(g.state, s.p1.leader_id) == 8000 and power(g.state, vivi) == 5000


def test_op06_018_no_7000_character_no_second_boost():
    s, g, vivi = _main(ROBIN)
    expect_decision(g, 0, "main")
    assert power(g.state, s.p1.leader_id) == 8000 and power(g.state, vivi) == 4000


def test_op06_018_trigger_kos_a_5000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    robin, kid = s.p2.character(ROBIN), s.p2.character(KID)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {robin}
    g.apply(Action("select", robin))
    expect_decision(g, 1, "main")
    assert robin in g.state.trash[1] and kid in g.state.chars[1]
