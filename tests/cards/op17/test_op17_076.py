"""OP17-076 Wo Ro Ro Ro Ro... I Think I've Sobered Up (Event, cost 0):
[Counter] you may trash 1 card from the hand: up to 1 of your Leader or
Characters gains +3000 power during this battle; [Trigger] DON!! −1: draw
2 cards.  The data prints "Charactes": read as meant (normalize.MISPRINTS)."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1, P2, selectable

SOBERED = "OP17-076"
FILLER = "ST01-006"


def _countered():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")             # 6000
    s.p2.life(FILLER)
    event, other, kept = s.p2.hand(SOBERED, FILLER, "ST01-008")
    ally = s.p2.character("ST01-008")
    g = s.build()
    leader = s.p2.leader_id
    g.apply(Action("attack", attacker, leader))
    expect(g, "counter", P2)
    g.apply(Action("counter_event", event))
    return g, leader, other, ally, kept


def test_op17_076_counter_trashes_a_card_for_3000_on_the_leader():
    g, leader, other, ally, kept = _countered()
    expect(g, "confirm", P2)                           # the optional cost
    g.apply(Action("accept"))
    expect(g, "select", P2)
    assert selectable(g) == {other, kept}
    g.apply(Action("select", other))
    expect(g, "select", P2)
    assert selectable(g) == {leader, ally}
    g.apply(Action("select", leader))
    st = g.state
    assert other in st.trash[P2] and power(st, leader) == 8000


def test_op17_076_counter_without_paying_gives_nothing():
    g, leader, other, ally, kept = _countered()
    expect(g, "confirm", P2)
    g.apply(Action("decline"))
    st = g.state
    assert other in st.hand[P2] and power(st, leader) == 5000 and power(st, ally) == 5000


def _triggered(don_active):
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(SOBERED)
    s.p2.don(active=don_active)
    drawn = s.p2.deck(FILLER, FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    return g, drawn, life


def test_op17_076_trigger_returns_a_don_and_draws_2():
    g, drawn, life = _triggered(2)
    g.apply(Action("use_trigger"))             # the two DON!! alike: no question
    st = g.state
    assert drawn[0] in st.hand[P2] and drawn[1] in st.hand[P2]
    assert st.don_active[P2] + st.don_rested[P2] == 1 and life in st.trash[P2]


def test_op17_076_trigger_without_a_don_cannot_be_used():
    g, drawn, life = _triggered(0)
    assert Action("use_trigger") not in g.legal_actions()      # CR 8-3-1-3
    g.apply(Action("decline_trigger"))
    st = g.state
    assert life in st.hand[P2] and not set(drawn) & set(st.hand[P2])
