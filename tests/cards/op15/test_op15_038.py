"""OP15-038 It's an Order! Do Not Defy Me!!! (Event): "[Main] Up to 1 of your
opponent's rested Characters with a cost of 8 or less that has 2 or more
DON!! cards given will not become active in your opponent's next Refresh
Phase." and "[Counter] Up to 1 of your [Krieg] cards gains +4000 power
during this battle."  Official ruling faq_op15-eb04.md OP15-038: once
chosen it stays rested even if it has fewer DON!! cards by then."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, counter_event_used, opponent_attacks, pick

ORDER = "OP15-038"
KRIEG = "OP15-001"        # the [Krieg] Leader


def test_qa_op15_038_main_keeps_a_loaded_rested_character_rested():
    s = Scenario(strict=True)
    order, = s.p1.hand(ORDER)
    s.p1.don(active=1)
    loaded = s.p2.character(PLAIN, rested=True, don=2)
    light = s.p2.character(PLAIN, rested=True, don=1)
    g = s.build()
    g.apply(Action("play", order))
    expect(g, "select", P1)
    assert selectable(g) == {loaded}
    pick(g, loaded)
    expect(g, "main", P1)
    g.apply(Action("end_phase"))
    expect(g, "main", P2)                 # its DON!! returned in the Refresh Phase (Q1)
    st = g.state
    assert st.rested[loaded] and not st.rested[light] and st.don[loaded] == 0


def test_op15_038_counter_gives_a_krieg_card_4000():
    b = opponent_attacks(leader=KRIEG, hand=[ORDER], active=1)
    g = counter_event_used(b)
    pick(g, b.leader)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 9000


def test_op15_038_counter_nothing_for_another_leader():
    b = opponent_attacks(hand=[ORDER], active=1)
    g = counter_event_used(b)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 5000
