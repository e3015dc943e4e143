"""OP08-082 Sasaki (Character, cost 1): [Activate: Main] resting 1 of your
DON!! cards (the same cost as ①: qa_op08.md, OP08-082 Q1) and this
Character: up to 1 of the opponent's Characters gets −2 cost during this
turn."""

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect

from cards.common import P1

SASAKI = "OP08-082"
VIVI = "ST01-009"                 # cost 2


def _board(active_don):
    s = Scenario(turn=3, strict=True)
    sasaki = s.p1.character(SASAKI)
    s.p1.don(active=active_don)
    vivi = s.p2.character(VIVI)
    return s.build(), sasaki, vivi


def test_op08_082_q1_rests_a_don_and_itself_for_minus_2_cost():
    """qa_op08.md, OP08-082 Q1: "Rest 1 of your DON!! cards" is the ① cost."""
    g, sasaki, vivi = _board(active_don=1)
    g.apply(Action("activate", sasaki, 0))
    expect(g, "select", P1)
    g.apply(Action("select", vivi))
    expect(g, "main", P1)
    st = g.state
    assert cost(st, vivi) == 0 and st.rested[sasaki]
    assert g.don(P1).active == 0 and g.don(P1).rested == 1


def test_op08_082_needs_an_active_don():
    g, sasaki, _vivi = _board(active_don=0)
    assert Action("activate", sasaki, 0) not in g.legal_actions()
