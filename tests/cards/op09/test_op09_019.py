"""OP09-019 Nobody Hurts a Friend of Mine!!!! (Event): its Main, with a Red-
Haired Pirates Leader, gives −3000 and draws 1 while the opponent still has
a 5000 Character; its Trigger draws 1."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP09-019"
RED_HAIRED_LEADER = "OP09-001"
KID = "ST02-013"             # 7000
FRANKY = "ST01-010"          # 6000


def _main(leader, *foes):
    s = Scenario(strict=True)
    s.p1.leader(leader)
    e, = s.p1.hand(CARD)
    s.p1.don(active=2)
    deck = s.p1.deck(VIVI, VIVI)
    ids = [s.p2.character(f) for f in foes]
    g = s.build()
    g.apply(Action("play", e))
    return g, ids, deck


def test_op09_019_minus_3000_then_draws_while_a_5000_remains():
    g, (kid, franky), deck = _main(RED_HAIRED_LEADER, KID, FRANKY)
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 4000 and g.state.hand[0] == [deck[0]]   # Franky 6000


def test_op09_019_no_5000_left_no_draw():
    g, (kid,), deck = _main(RED_HAIRED_LEADER, KID)
    g.apply(Action("select", kid))
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 4000 and g.state.hand[0] == []


def test_op09_019_other_leader_nothing():
    g, (kid, franky), deck = _main("ST01-001", KID, FRANKY)
    expect_decision(g, 0, "main")
    assert power(g.state, kid) == 7000 and g.state.hand[0] == []


def test_op09_019_trigger_draws_1():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, _ = s.p1.life(CARD, VIVI)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, "main")
    assert g.state.hand[0] == [top] and card in g.state.trash[0]
