"""EB01-059 Kingdom Come (Event): the Main K.O.s one opposing Character and
then cuts your Life down to 1; the Trigger K.O.s one whose cost is at most
both players' Life together. Q&A (qa_eb01.md, EB01-059): at 1 Life the count
stays; with 2 and 2 Life before the hit the Trigger reaches cost 3 (the card
has left the Life area)."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "EB01-059"
KID = "ST02-013"
ROBIN = "ST01-008"           # cost 3
FRANKY = "ST01-010"          # cost 4


def _main(life):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=6)
    lives = s.p1.life(*[VIVI] * life)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    return g, lives, kid


def test_eb01_059_main_kos_and_trashes_life_down_to_1():
    g, lives, kid = _main(4)
    st = g.state
    assert kid in st.trash[1]
    assert st.life[0] == [lives[3]] and set(lives[:3]) <= set(st.trash[0])   # the bottom one left


def test_eb01_059_qa_main_with_1_life_keeps_it():
    """qa_eb01.md, EB01-059 Q1."""
    g, lives, kid = _main(1)
    assert g.state.life[0] == lives and kid in g.state.trash[1]


def test_eb01_059_qa_trigger_with_2_and_2_life_reaches_cost_3():
    """qa_eb01.md, EB01-059 Q2."""
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.life(CARD, VIVI)
    s.p2.life(VIVI, VIVI)
    robin, franky = s.p2.character(ROBIN), s.p2.character(FRANKY)
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, SELECT)
    assert robin in selectable(g) and franky not in selectable(g)
    g.apply(Action("select", robin))
    expect_decision(g, 1, "main")
    assert robin in g.state.trash[1]
