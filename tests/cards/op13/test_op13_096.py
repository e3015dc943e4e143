"""OP13-096 The Five Elders Are at Your Service!!! (Event, cost 1): "[Main]
Look at 3 cards from the top of your deck; reveal up to 1 {Celestial Dragons}
type card other than [The Five Elders Are at Your Service!!!] and add it to
your hand. Then, trash the rest." and "[Trigger] Activate this card's [Main]
effect."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick, play_from_hand, trigger_from_life

SERVICE = "OP13-096"
DRAGON = "OP13-089"       # a {Celestial Dragons} Character


def test_op13_096_main_adds_a_celestial_dragon_and_trashes_the_rest():
    b = play_from_hand(SERVICE, deck=[SERVICE, DRAGON, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}                # not another copy of the Event
    pick(g, b.deck[1])
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == [b.deck[1]] and st.deck[P1] == [b.deck[3]]
    assert {b.deck[0], b.deck[2], b.card} <= set(st.trash[P1])


def test_op13_096_trigger_runs_the_main_effect():
    b = trigger_from_life(SERVICE, deck=[DRAGON, PLAIN, PLAIN, PLAIN])
    g = b.game
    pick(g, b.deck[0])
    expect(g, "main", P2)
    assert b.deck[0] in g.state.hand[P1] and g.state.deck[P1] == [b.deck[3]]


def test_op13_096_nothing_to_add_trashes_all_3():
    b = play_from_hand(SERVICE, deck=[PLAIN, PLAIN, PLAIN, PLAIN])
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [] and b.game.state.deck[P1] == [b.deck[3]]
