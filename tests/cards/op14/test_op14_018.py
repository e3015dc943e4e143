"""OP14-018 Time for the Counterattack (Event): "[Counter] If there is a
Character with 8000 power or more, up to 1 of your Leader or Character cards
gains +4000 power during this battle." and "[Trigger] Play up to 1 red
Character card with 2000 power or less from your hand."."""

from optcg.engine.stats import power
from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import (P1, P2, PLAIN, counter_event_used, opponent_attacks, pick,
                           trigger_from_life)

COUNTERATTACK = "OP14-018"
BIG = custom_card("T-8000", "Big", cost=6, power=8000)
RED_2000 = custom_card("T-R2000", "Red Two", cost=1, power=2000, colors=("Red",))
GREEN_2000 = custom_card("T-G2000", "Green Two", cost=1, power=2000, colors=("Green",))


def _counter(theirs):
    b = opponent_attacks(hand=[COUNTERATTACK], active=1, theirs=theirs)
    g = counter_event_used(b)
    return b, g


def test_op14_018_counter_with_an_8000_character_gives_plus_4000():
    b, g = _counter([BIG])
    pick(g, b.leader)
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 9000


def test_op14_018_counter_without_an_8000_character_gives_nothing():
    b, g = _counter([PLAIN])
    expect(g, "counter", P1)
    assert power(g.state, b.leader) == 5000


def test_op14_018_trigger_plays_a_red_character_of_2000_power_or_less():
    b = trigger_from_life(COUNTERATTACK, hand=[RED_2000, GREEN_2000, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}                # not green, not 3000
    pick(g, b.hand[0])
    expect(g, "main", P2)
    assert b.hand[0] in g.state.chars[P1]
