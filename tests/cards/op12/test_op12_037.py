"""OP12-037 (Event, cost 1):
- "[Main] You may rest 3 of your DON!! cards: rest up to a total of 2 of your
  opponent's Characters or DON!! cards" (one at a time: a Character, or one
  of the opponent's active DON!!);
- "[Counter] Your Leader gains +3000 power during this battle."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from cards.common import P1, P2
from cards.common_battle import attacked_leader

EVENT = "OP12-037"


def _play(their_active_don=3):
    s = Scenario(turn=3)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=4)
    s.p2.don(active=their_active_don)
    c1, c2 = s.p2.character("ST01-006"), s.p2.character("ST01-004")
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    return (c1, c2), g


def test_op12_037_rests_a_character_and_a_don_for_3_of_yours():
    (c1, c2), g = _play()
    expect(g, "select", P1)
    g.apply(Action("select", c1))
    g.apply(Action("don", -1, 1))                  # one of the opponent's active DON!!
    expect(g, "main", P1)
    assert g.state.rested[c1] and not g.state.rested[c2]
    assert g.state.don_active[P2] == 2 and g.state.don_rested[P2] == 1
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 4, "1 to play, 3 rested"


def test_op12_037_two_don_and_no_more_than_2_in_total():
    (c1, c2), g = _play()
    g.apply(Action("don", -1, 1))
    g.apply(Action("don", -1, 1))
    expect(g, "main", P1)
    assert g.state.don_active[P2] == 1 and not g.state.rested[c1] and not g.state.rested[c2]


def test_op12_037_declined_rests_nothing():
    s = Scenario(turn=3)
    event, = s.p1.hand(EVENT)
    s.p1.don(active=4)
    c = s.p2.character("ST01-006")
    g = s.build()
    g.apply(Action("play", event))
    g.apply(Action("decline"))
    expect(g, "main", P1)
    assert not g.state.rested[c] and g.state.don_active[P1] == 3


def test_op12_037_counter_gives_the_leader_3000():
    s, g, (event,), att = attacked_leader([EVENT], active_don=1, strict=True)
    g.apply(Action("counter_event", event))
    expect(g, "counter", P1)
    assert power(g.state, s.p1.leader_id) == 8000
