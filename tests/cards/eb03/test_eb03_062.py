"""EB03-062 Trafalgar Law (Character): Rush; trashing a hand card and himself
puts the top deck card on Life and then plays a Trafalgar Law of cost 7 or
less from the hand."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "EB03-062"
LAW_5 = "OP04-087"           # [Trafalgar Law], cost 5


def test_eb03_062_trashes_a_card_and_itself_adds_a_life_and_plays_a_law():
    s = Scenario(strict=True)
    law = s.p1.character(CARD)
    vivi, law5 = s.p1.hand(VIVI, LAW_5)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("activate", law, 0))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", vivi))
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {law5}
    g.apply(Action("select", law5))
    expect_decision(g, 0, "main")
    st = g.state
    assert {law, vivi} <= set(st.trash[0]) and st.life[0] == [top] and law5 in st.chars[0]


def test_eb03_062_empty_hand_not_offered():
    s = Scenario(strict=True)
    law = s.p1.character(CARD)
    g = s.build()
    assert Action("activate", law, 0) not in g.legal_actions()


def test_eb03_062_rush():
    s = Scenario(strict=True)
    law, = s.p1.hand(CARD)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", law))
    assert Action("attack", law, s.p2.leader_id) in g.legal_actions()
