"""OP09-078 Gum-Gum Giant (Event, cost 1): "[Counter] DON!! −2, You may trash
1 card from your hand: If your Leader has the {Straw Hat Crew} type, up to 1
of your Leader or Character cards gains +4000 power during this battle. Then,
draw 2 cards."  The draw belongs to the "If" (the reading of the official Q&A
on OP12-118 for "If ..., ... Then, ...")."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from cards.common import P1
from cards.common_battle import attacked_leader

GIANT = "OP09-078"


def _counter(leader):
    s, g, (giant, spare), att = attacked_leader([GIANT, "ST01-006"], active_don=4,
                                                leader=leader, strict=True)
    g.apply(Action("counter_event", giant))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    for _ in range(2):                             # DON!! −2
        expect(g, "return_don", P1)
        g.apply(Action("return_don", -1, 1))
    expect(g, "select", P1)                        # the card to trash
    g.apply(Action("select", spare))
    return s, g, spare


def test_op09_078_a_straw_hat_leader_gains_4000_and_draws_2():
    s, g, spare = _counter("ST01-001")
    hand_before = len(g.state.hand[P1])
    expect(g, "select", P1)
    g.apply(Action("select", s.p1.leader_id))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 9000
    assert len(g.state.hand[P1]) == hand_before + 2 and spare in g.state.trash[P1]
    assert g.state.don_deck[P1] == 10 - 4 + 2 and g.state.don_active[P1] == 1, \
        "2 DON!! returned, 1 rested for the Event"


def test_op09_078_another_leader_pays_and_gets_nothing():
    s, g, spare = _counter("ST02-001")             # Eustass"Captain"Kid, {Supernovas}
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 5000 and g.state.hand[P1] == []
    assert spare in g.state.trash[P1]
