"""OP16-110 Vasco Shot (Character): "[On K.O.] Draw 1 card and rest up to 1 of
your opponent's Characters with a cost of 6 or less." and "[Trigger]
Activate this card's [On K.O.] effect."."""

from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, trigger_from_life

VASCO = "OP16-110"
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)


def test_op16_110_on_ko_draws_and_rests_a_cost_6_character():
    b = koed_by_opponent(VASCO, deck=[PLAIN, PLAIN], theirs=[PLAIN, SEVEN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P2)
    assert g.state.rested[b.theirs[0]] and g.state.hand[P1] == [b.deck[0]]


def test_op16_110_trigger_rests_the_attacker():
    b = trigger_from_life(VASCO, deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.theirs[0])                               # the attacker, cost 4, already rested
    expect(g, "main", P2)
    assert b.deck[0] in g.state.hand[P1] and b.card in g.state.trash[P1]
