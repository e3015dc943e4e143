"""OP16-063 Kuzan (Character): "[On Play] Add up to 2 DON!! cards from your
DON!! deck and rest them." and "[Activate: Main] [Once Per Turn] DON!! −1: Up
to 1 of your opponent's Characters cannot activate [Blocker] during this
turn."."""

from optcg import Action
from optcg.testing import expect

from ..common import activations
from ..common_play import (P1, P2, PLAIN, blockers_offered, choose_number, on_field, pay_don,
                           pick, play_from_hand)

KUZAN = "OP16-063"
CHOPPER = "ST01-006"      # [Blocker]


def test_op16_063_on_play_adds_2_rested_don():
    b = play_from_hand(KUZAN, active=7)
    choose_number(b.game, 2)
    expect(b.game, "main", P1)
    assert b.game.state.don_rested[P1] == 9 and b.game.state.don_deck[P1] == 1


def test_op16_063_stops_a_blocker_once_per_turn():
    b = on_field(KUZAN, active=2, theirs=[CHOPPER, CHOPPER], their_life=[PLAIN])
    g = b.game
    g.apply(Action("activate", b.card, 1))
    pay_don(g, 1)
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert activations(g, b.card) == []
    g.apply(Action("attack", b.leader, b.scenario.p2.leader_id))
    expect(g, "block", P2)
    blockers = blockers_offered(g)
    assert blockers == {b.theirs[1]}
