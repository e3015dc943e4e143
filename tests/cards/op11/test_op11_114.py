"""OP11-114 Gum-Gum Fire-Fist Pistol Red Hawk (Event): its Main, resting 3
DON!! and with 5 or more Life on both sides together, K.O.s an opposing
Character of base cost 5 or less; as a Counter, the Leader has +3000 for the
battle."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import attacked_by_opponent

CARD = "OP11-114"
CROCODILE = "OP02-053"       # cost 5
KID = "ST02-013"             # cost 7


def _main(my_life, their_life):
    s = Scenario(strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=4)
    s.p1.life(*[VIVI] * my_life)
    s.p2.life(*[VIVI] * their_life)
    croc = s.p2.character(CROCODILE)
    kid = s.p2.character(KID)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    assert g.don(0).rested == 4
    return g, croc, kid


def test_op11_114_five_life_in_all_kos_a_base_cost_5():
    g, croc, kid = _main(2, 3)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {croc}
    g.apply(Action("select", croc))
    expect_decision(g, 0, "main")
    assert croc in g.state.trash[1] and kid in g.state.chars[1]


def test_op11_114_four_life_in_all_no_ko():
    g, croc, kid = _main(2, 2)
    expect_decision(g, 0, "main")
    assert g.state.chars[1] == [croc, kid]


def test_op11_114_counter_gives_the_leader_3000():
    s = Scenario(turn=4, turn_player=1, strict=True)
    e, = s.p1.hand(CARD)
    s.p1.don(active=1)
    s.p1.life(VIVI)
    g, att = attacked_by_opponent(s)
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", e))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {s.p1.leader_id}
    g.apply(Action("select", s.p1.leader_id))
    expect_decision(g, 0, "counter")
    assert power(g.state, s.p1.leader_id) == 8000
