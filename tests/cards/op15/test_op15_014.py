"""OP15-014 Bartolomeo (Character): "If this Character would be K.O.'d, you
may trash 1 Event from your hand instead." and "[On Play] Activate up to 1
{Dressrosa} type Event with a base cost of 3 or less from your hand." (the
Event activated without paying its printed cost, as ruled for the same
wording on OP12-041, qa_op12.md Q2)."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, MAIN, SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..replacing import KO_ALL

BARTOLOMEO = "OP15-014"
BARTO_EVENT = "OP15-019"     # {Dressrosa} Event, cost 3: [Main] draw 1 card and your
                             # Leader gains +1000 power
COSTLY = "OP15-021"          # {Dressrosa} Event, cost 4: not chosen


def test_op15_014_on_play_activates_a_cheap_dressrosa_event():
    s = Scenario(strict=True)
    barto, event, costly = s.p1.hand(BARTOLOMEO, BARTO_EVENT, COSTLY)
    s.p1.deck(*[VIVI] * 3)
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", barto))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {event}
    g.apply(Action("select", event))
    expect_decision(g, 0, MAIN)
    st = g.state
    assert st.trash[0] == [event] and len(st.hand[0]) == 2      # costly and the draw
    assert st.don_active[0] == 6                       # Bartolomeo's 4 only


def _ko_all(*hand):
    s = Scenario(turn=4, turn_player=1, strict=True)
    barto = s.p1.character(BARTOLOMEO)
    cards = s.p1.hand(*hand)
    e, = s.p2.hand(KO_ALL)
    g = s.build()
    g.apply(Action("play", e))
    return g, barto, cards


def test_op15_014_trashes_an_event_instead_of_being_koed():
    g, barto, (event,) = _ko_all(BARTO_EVENT)
    expect_decision(g, 0, CONFIRM)                     # CR 8-1-3-4-1
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", event))
    expect_decision(g, 1, MAIN)
    st = g.state
    assert barto in st.chars[0] and st.trash[0] == [event]


def test_op15_014_declined_it_is_koed():
    g, barto, (event,) = _ko_all(BARTO_EVENT)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 1, MAIN)
    st = g.state
    assert barto in st.trash[0] and st.hand[0] == [event]


def test_op15_014_without_an_event_in_hand_it_is_koed():
    g, barto, (character,) = _ko_all(VIVI)
    expect_decision(g, 1, MAIN)                        # CR 8-1-3-4-5: not offered
    assert barto in g.state.trash[0]
