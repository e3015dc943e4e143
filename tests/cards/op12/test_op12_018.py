"""OP12-018 Color of the Supreme King Haki (Event, cost 0): "[Counter] Up to 1
of your Characters or [Silvers Rayleigh] gains +2000 power during this
battle. Then, you may rest 1 of your DON!! cards. If you do, give your
opponent's Leader and all of their Characters −1000 power during this turn."
Official Q&A on OP12-018: with no active DON!! it may be used, without the
−1000.
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import custom_card, expect

from cards.common import P1
from cards.common_battle import attacked_leader

HAKI = "OP12-018"
RAYLEIGH = custom_card("T-RAY-L", "Silvers Rayleigh", "Leader", power=5000)


def test_op12_018_rayleigh_gains_2000_and_a_rested_don_weakens_the_opponent():
    s, g, (haki,), att = attacked_leader([HAKI], active_don=1, leader=RAYLEIGH, strict=True)
    g.apply(Action("counter_event", haki))
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "choose_number", P1)                 # "you may rest 1 of your DON!!": 0 or 1
    g.apply(Action("number", -1, 1))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 7000
    assert power(g.state, att) == 5000 and power(g.state, s.p2.leader_id) == 4000
    assert g.state.don_rested[P1] == 1


def test_op12_018_without_an_active_don_no_minus_1000():
    s, g, (haki,), att = attacked_leader([HAKI], active_don=0, leader=RAYLEIGH, strict=True)
    g.apply(Action("counter_event", haki))
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)                       # nothing to rest: not asked
    assert power(g.state, s.p1.leader_id) == 7000 and power(g.state, att) == 6000


def test_op12_018_another_leader_cannot_take_the_2000():
    s, g, (haki,), att = attacked_leader([HAKI], active_don=0, strict=True)
    g.apply(Action("counter_event", haki))
    assert s.p1.leader_id not in {x.card for x in g.legal_actions() if x.kind == "select"}
