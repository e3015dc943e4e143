"""OP10-024 Edward.Newgate (Character): when played with 2 or more rested
Characters, rests an opposing Character of cost 5 or less and then K.O.s a
rested one of cost 3 or less."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP10-024"
CROCODILE = "OP02-053"       # cost 5
ROBIN = "ST01-008"           # cost 3
KID = "ST02-013"             # cost 7


def _play(rested_mine):
    s = Scenario(strict=True)
    newgate, = s.p1.hand(CARD)
    for k in range(2):
        s.p1.character(VIVI, rested=k < rested_mine)
    s.p1.don(active=5)
    croc, robin, kid = s.p2.character(CROCODILE), s.p2.character(ROBIN, rested=True), \
        s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", newgate))
    return g, croc, robin, kid


def test_op10_024_rests_a_cost_5_and_kos_a_rested_cost_3():
    g, croc, robin, kid = _play(2)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {croc, robin}              # cost 5 or less (not Kid)
    g.apply(Action("select", croc))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {robin}                    # rested, cost 3 or less
    g.apply(Action("select", robin))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.rested[croc] and croc in st.chars[1] and robin in st.trash[1]


def test_op10_024_one_rested_character_nothing_happens():
    g, croc, robin, kid = _play(1)
    expect_decision(g, 0, "main")
    assert not g.state.rested[croc] and robin in g.state.chars[1]
