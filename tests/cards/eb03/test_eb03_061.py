"""EB03-061 Uta (Character): once per turn, stand up one DON!!, then rest an
opposing DON!! or cost-4-or-less Character; at the end of your turn, resting
a DON!! stands up a FILM Character. Q&A (qa_eb03.md, EB03-061): with no
rested DON!! the resting part still happens."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "EB03-061"
FRANKY = "ST01-010"          # cost 4
KID = "ST02-013"             # cost 7
FILM = "OP02-028"            # Usopp, {FILM}


def test_eb03_061_sets_a_don_active_and_rests_a_cost_4_once_per_turn():
    s = Scenario(strict=True)
    uta = s.p1.character(CARD)
    s.p1.don(rested=2)
    franky, kid = s.p2.character(FRANKY), s.p2.character(KID)
    g = s.build()
    g.apply(Action("activate", uta, 0))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, SELECT)
    assert franky in selectable(g) and kid not in selectable(g)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    assert g.don(0).active == 1 and g.state.rested[franky]
    assert Action("activate", uta, 0) not in g.legal_actions()


def test_eb03_061_qa_no_rested_don_still_rests_an_opponents_don():
    """qa_eb03.md, EB03-061."""
    s = Scenario(strict=True)
    uta = s.p1.character(CARD)
    s.p1.don(active=2)
    s.p2.don(active=3)
    g = s.build()
    g.apply(Action("activate", uta, 0))
    expect_decision(g, 0, SELECT)                      # only the rest part is asked
    g.apply(next(a for a in g.legal_actions() if a.kind != "select_done"))
    expect_decision(g, 0, "main")
    assert g.don(1).rested == 1 and g.don(1).active == 2


def test_eb03_061_end_of_turn_rests_a_don_to_set_a_film_character_active():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    usopp = s.p1.character(FILM, rested=True)
    vivi = s.p1.character(VIVI, rested=True)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert usopp in selectable(g) and vivi not in selectable(g)
    g.apply(Action("select", usopp))
    expect_decision(g, 1, "main")
    assert not g.state.rested[usopp] and g.state.rested[vivi] and g.don(0).rested == 1


def test_eb03_061_end_of_turn_without_an_active_don_nothing():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    usopp = s.p1.character(FILM, rested=True)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    assert g.state.rested[usopp]
