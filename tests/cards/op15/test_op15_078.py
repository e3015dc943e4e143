"""OP15-078 Mamaragan (Event, cost 0):
- "[Main] DON!! −2: Draw 1 card. Then, rest up to 1 of your opponent's
  Characters with 5000 power or less" (Q&A on OP15-078: with no such
  Character the cost may still be paid and the card drawn);
- "[Counter] Up to 1 of your Leader or Character cards gains +1000 power
  during this battle. Then, if you have 6 or less DON!! cards on your field,
  draw 1 card."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1
from cards.common_battle import attacked_leader

MAMARAGAN = "OP15-078"
FIVE = custom_card("T-P5", "Five", cost=4, power=5000)
SIX = custom_card("T-P6", "Six", cost=5, power=6000)


def _main(*theirs):
    s = Scenario(turn=3)
    m, = s.p1.hand(MAMARAGAN)
    s.p1.don(active=3)
    ids = [s.p2.character(c) for c in theirs]
    g = s.build()
    g.apply(Action("play", m))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))             # DON!! −2: only active DON!!, nothing to pick
    return ids, g


def test_op15_078_main_draws_and_rests_a_5000_character():
    (five, six), g = _main(FIVE, SIX)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {five}
    g.apply(Action("select", five))
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 1 and g.state.rested[five] and not g.state.rested[six]
    assert g.state.don_deck[P1] == 9


def test_op15_078_main_with_no_target_still_draws():
    (six,), g = _main(SIX)
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 1 and not g.state.rested[six]
    assert g.state.don_deck[P1] == 9


def test_op15_078_counter_gives_1000_and_draws_with_6_or_less_don():
    for active, draws in ((1, 1), (7, 0)):
        s, g, (m,), att = attacked_leader([MAMARAGAN], active_don=active, strict=True)
        g.apply(Action("counter_event", m))
        expect(g, "select", P1)
        g.apply(Action("select", s.p1.leader_id))
        expect(g, "counter", P1)
        assert power(g.state, s.p1.leader_id) == 6000
        assert len(g.state.hand[P1]) == draws, active
