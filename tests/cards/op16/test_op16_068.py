"""OP16-068 Trafalgar Law (Character, 3000): "[On Play] Add up to 1 DON!!
card from your DON!! deck and set it as active." and "[When Attacking] If
your Leader has the {Donquixote Pirates} type, this Character gains +3000
power during this turn."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, choose_number, on_field, play_from_hand
from ..op14.donquixote import DQ_LEADER

LAW = "OP16-068"


def test_op16_068_on_play_adds_an_active_don():
    b = play_from_hand(LAW, active=4)
    choose_number(b.game, 1)
    expect(b.game, "main", P1)
    assert b.game.state.don_active[P1] == 1


def test_op16_068_when_attacking_gains_3000_with_a_donquixote_leader_only():
    for leader, expected in ((DQ_LEADER, 6000), ("ST01-001", 3000)):
        b = on_field(LAW, leader=leader, their_life=[PLAIN])
        g = b.game
        g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
        expect(g, "block", P2)
        assert power(g.state, b.card) == expected, leader
