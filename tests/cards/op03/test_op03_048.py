"""OP03-048 Nojiko (Character): when played with a Nami Leader, returns one
opposing Character of cost 5 or less to the hand."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "OP03-048"
CROCODILE = "OP02-053"       # cost 5
KID = "ST02-013"             # cost 7


def _play(lead):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    nojiko, = s.p1.hand(CARD)
    s.p1.don(active=2)
    croc, kid = s.p2.character(CROCODILE), s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", nojiko))
    return g, croc, kid


def test_op03_048_nami_leader_returns_a_cost_5():
    g, croc, kid = _play(leader("Nami"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {croc}
    g.apply(Action("select", croc))
    expect_decision(g, 0, "main")
    assert croc in g.state.hand[1] and kid in g.state.chars[1]


def test_op03_048_other_leader_nothing():
    g, croc, kid = _play(leader("Nojiko"))
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [croc, kid]
