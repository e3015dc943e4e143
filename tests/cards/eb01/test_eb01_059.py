"""EB01-059 Kingdom Come (Event): [Main] K.O. up to 1 of your opponent's
Characters; then, trash cards from the top of your Life cards until you
have 1 Life card.  [Trigger] K.O. up to 1 of your opponent's Characters
with a cost equal to or less than the total of your and your opponent's
Life cards.  Official Q&A (qa_eb01.md, EB01-059): with 1 or no Life card
the count does not change; with 2 and 2 Life before the damage, the
[Trigger] reaches cost 3 (the card itself has left the Life area)."""

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
