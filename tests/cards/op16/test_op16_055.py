"""OP16-055 Mr.2.Bon.Kurei(Bentham) (Character, 1000): "[On Play] Draw 1
card." and "[DON!! x1] [When Attacking] This Character's base power becomes
the same as your opponent's Leader's power during this turn."."""

from optcg import Action
from optcg.engine.stats import base_power, power
from optcg.testing import Scenario, custom_card, expect

from ..common_play import P1, P2, PLAIN, play_from_hand

MR2 = "OP16-055"
BIG_LEADER = custom_card("T-L7", "Big Leader", "Leader", power=7000)


def test_op16_055_on_play_draws_1():
    b = play_from_hand(MR2, deck=[PLAIN, PLAIN])
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.deck[0]]


def _attack(given):
    s = Scenario(strict=True)
    mr2 = s.p1.character(MR2, don=given)
    s.p2.leader(BIG_LEADER)
    s.p2.life(PLAIN)
    g = s.build()
    g.apply(Action("attack", mr2, s.p2.leader_id))
    expect(g, "block", P2)
    return g, mr2


def test_op16_055_with_a_don_its_base_power_becomes_their_leaders():
    g, mr2 = _attack(1)
    assert base_power(g.state, mr2) == 7000 and power(g.state, mr2) == 8000


def test_op16_055_without_a_don_it_stays_1000():
    g, mr2 = _attack(0)
    assert base_power(g.state, mr2) == 1000 and power(g.state, mr2) == 1000
