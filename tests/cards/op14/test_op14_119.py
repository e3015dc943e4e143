"""OP14-119 Dracule Mihawk (Character): "[Your Turn] When this Character
becomes rested, up to 1 of your opponent's Characters with a cost of 9 or
less cannot be rested until the end of your opponent's next End Phase." and
"[On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your
hand: Up to 1 of your Leader or Character cards gains +2000 power during this
battle."  Official ruling qa_op14_eb04.md OP14-119: attacking rests it, so
the first effect activates."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import custom_card, expect

from ..common import attacks_of, selectable
from ..common_play import (P1, P2, PLAIN, accept, decline, on_field, opponent_attacks, pick,
                           second_attack)

MIHAWK = "OP14-119"
NINE = custom_card("T-C9", "Nine", cost=9, power=9000)
TEN = custom_card("T-C10", "Ten", cost=10, power=10000)


def test_qa_op14_119_attacking_stops_a_cost_9_character_from_resting():
    b = on_field(MIHAWK, theirs=[NINE, TEN], their_life=[PLAIN] * 2)
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect(g, "main", P1)
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert attacks_of(g, b.theirs[0]) == [] and attacks_of(g, b.theirs[1])


def test_op14_119_on_opponents_attack_trashes_a_card_for_2000():
    b = opponent_attacks(MIHAWK, hand=[PLAIN])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    pick(g, b.leader)
    expect(g, "block", P1)
    assert power(g.state, b.leader) == 7000 and b.hand[0] in g.state.trash[P1]


def test_op14_119_on_opponents_attack_declined_gives_nothing():
    b = opponent_attacks(MIHAWK, hand=[PLAIN])
    decline(b.game)
    expect(b.game, "block", P1)
    assert power(b.game.state, b.leader) == 5000


def test_op14_119_on_opponents_attack_once_per_turn():
    b = opponent_attacks(MIHAWK, hand=[PLAIN, PLAIN], theirs=[PLAIN], life=[PLAIN] * 2)
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    pick(g, b.leader)
    second_attack(b)
    expect(g, "block", P1)                             # not offered again
    assert b.hand[1] in g.state.hand[P1]
