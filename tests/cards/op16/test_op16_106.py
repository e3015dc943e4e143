"""OP16-106 Sanjuan.Wolf (Character): "[On K.O.] If your Leader has the
{Blackbeard Pirates} type, draw 1 card, then up to 1 of your Leader or
Character cards' base power becomes 7000 during this turn." and "[Trigger]
Activate this card's [On K.O.] effect."."""

from optcg.engine.stats import base_power
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, trigger_from_life
from .blackbeard import BB_LEADER

WOLF = "OP16-106"


def test_op16_106_on_ko_draws_and_sets_the_leaders_base_power_to_7000():
    b = koed_by_opponent(WOLF, leader=BB_LEADER, deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.leader)
    expect(g, "main", P2)
    assert base_power(g.state, b.leader) == 7000 and g.state.hand[P1] == [b.deck[0]]


def test_op16_106_not_with_another_leader():
    b = koed_by_opponent(WOLF, deck=[PLAIN, PLAIN])
    expect(b.game, "main", P2)
    assert base_power(b.game.state, b.leader) == 5000 and b.game.state.hand[P1] == []


def test_op16_106_trigger_runs_the_on_ko():
    b = trigger_from_life(WOLF, leader=BB_LEADER, deck=[PLAIN, PLAIN])
    g = b.game
    pick(g, b.leader)
    expect(g, "main", P2)
    assert base_power(g.state, b.leader) == 7000
