"""OP14-077 Penta-Chromatic String (Event): "[Counter] Up to 1 of your Leader
or Character cards gains +4000 power during this battle. Then, if your
opponent has a Character with 6000 power or more, add up to 1 DON!! card from
your DON!! deck and rest it."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from ..common_play import P1, PLAIN, choose_number, counter_event_used, opponent_attacks, pick

PENTA = "OP14-077"


def _counter():
    b = opponent_attacks(hand=[PENTA], active=2)        # the attacker has 7000 power
    g = counter_event_used(b)
    pick(g, b.leader)
    return b, g


def test_op14_077_plus_4000_and_a_rested_don_against_a_6000_character():
    b, g = _counter()
    choose_number(g, 1)
    expect(g, "counter", P1)
    st = g.state
    assert power(st, b.leader) == 9000 and st.don_rested[P1] == 3 and st.don_deck[P1] == 7


def test_op14_077_no_don_when_they_have_no_6000_character():
    s = Scenario(turn=4, turn_player=1, strict=True)
    ldr = s.p1.leader("ST01-001")
    event, = s.p1.hand(PENTA)
    s.p1.don(active=2)
    att = s.p2.character(PLAIN)                          # 3000
    g = s.build()
    g.apply(Action("attack", att, ldr))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", event))
    pick(g, ldr)
    expect(g, "counter", P1)
    assert power(g.state, ldr) == 9000 and g.state.don_deck[P1] == 8
