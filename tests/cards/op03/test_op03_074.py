"""OP03-074 Top Knot: "[Main] DON!! −2: Place up to 1 of your opponent's
Characters with a cost of 4 or less at the bottom of the owner's deck.
[Trigger] Activate this card's [Main] effect."

The [Main] activated by the [Trigger] needs its whole DON!! −2: with 1
DON!! on the field nothing is returned and nothing is placed (CR 8-3-1-3).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI

TOP_KNOT = "OP03-074"


def _hit(don: int):
    s = Scenario(turn=3, turn_player=0)
    a = s.p1.character(FRANKY)
    victim = s.p1.character(VIVI)
    top_knot = s.p2.life(TOP_KNOT, NO_COUNTER_LIFE)[0]
    s.p2.don(active=don, deck=10 - don)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    return g, top_knot, victim


def test_op03_074_trigger_with_one_don_pays_nothing_and_does_nothing():
    g, top_knot, victim = _hit(1)
    expect_decision(g, 0, "main")
    st = g.state
    assert st.don_active[1] == 1 and st.don_deck[1] == 9      # the DON!! stays
    assert victim in st.chars[0]
    assert top_knot in st.trash[1]


def test_op03_074_trigger_with_two_don_pays_them_and_places_the_character():
    g, top_knot, victim = _hit(2)
    expect_decision(g, 1, DecisionKind.CONFIRM)            # "You may return": pay the DON!! −2
    g.apply(Action("accept"))
    g.apply(Action("select", victim))
    st = g.state
    assert st.don_active[1] == 0 and st.don_deck[1] == 10
    assert victim in st.deck[0] and st.deck[0][0] == victim    # the bottom
