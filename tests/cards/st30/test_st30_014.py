"""ST30-014 Mr.3(Galdino) (Character): resting him gives up to 2 rested DON!!
to each of up to 2 of your Characters of 6000 base power."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "ST30-014"
FRANKY = "ST01-010"          # 6000
HAJRUDIN = "OP01-018"        # 6000


def test_st30_014_gives_2_rested_don_to_each_of_two_6000_characters():
    s = Scenario(strict=True)
    mr3 = s.p1.character(CARD)
    franky, haj, vivi = s.p1.character(FRANKY), s.p1.character(HAJRUDIN), s.p1.character(VIVI)
    s.p1.don(rested=5)
    g = s.build()
    g.apply(Action("activate", mr3, 0))
    assert g.state.rested[mr3]
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {franky, haj}
    g.apply(Action("select", franky))
    g.apply(Action("select", haj))
    for _ in range(2):
        expect_decision(g, 0, CHOOSE_NUMBER)
        g.apply(Action("number", -1, 2))
    expect_decision(g, 0, "main")
    assert g.don(0).given == {franky: 2, haj: 2} and g.don(0).rested == 1


def test_st30_014_no_6000_character_nothing_given():
    s = Scenario(strict=True)
    mr3 = s.p1.character(CARD)
    s.p1.character(VIVI)
    s.p1.don(rested=5)
    g = s.build()
    g.apply(Action("activate", mr3, 0))
    expect_decision(g, 0, "main")
    assert g.state.rested[mr3] and g.don(0).given == {}
