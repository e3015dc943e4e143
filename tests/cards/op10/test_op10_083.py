"""OP10-083 Kouzuki Momonosuke (Character, cost 2): [Activate: Main],
resting this Character and 1 of your {Dressrosa} type Leader or Stage
cards: up to 1 of the opponent's Characters gets −2 cost during this turn
(printed with a hyphen for the minus sign)."""

from optcg import Action
from optcg.engine.stats import cost
from optcg.testing import Scenario, expect

from cards.common import P1

MOMONOSUKE = "OP10-083"
LUCY = "OP15-002"                 # Leader, {Dressrosa}
LUFFY = "ST01-001"                # Leader, not {Dressrosa}
VIVI = "ST01-009"                 # cost 2


def _board(leader):
    s = Scenario(turn=3, strict=True)
    lead = s.p1.leader(leader)
    momo = s.p1.character(MOMONOSUKE)
    vivi = s.p2.character(VIVI)
    return s.build(), lead, momo, vivi


def test_op10_083_rests_itself_and_a_dressrosa_leader_for_minus_2_cost():
    g, lead, momo, vivi = _board(LUCY)
    g.apply(Action("activate", momo, 0))
    expect(g, "select", P1)                         # the {Dressrosa} Leader or Stage
    g.apply(Action("select", lead))
    expect(g, "select", P1)
    g.apply(Action("select", vivi))
    expect(g, "main", P1)
    st = g.state
    assert cost(st, vivi) == 0
    assert st.rested[momo] and st.rested[lead]


def test_op10_083_needs_a_dressrosa_leader_or_stage_to_rest():
    g, _lead, momo, _vivi = _board(LUFFY)
    assert Action("activate", momo, 0) not in g.legal_actions()
