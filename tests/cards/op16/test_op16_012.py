"""OP16-012 Benn.Beckman (Character): "[Blocker]" and "[On Play] You may rest
1 of your DON!! cards: If your Leader has the {Red-Haired Pirates} type and
you have 10 DON!! cards on your field, play up to 1 [Shanks] from your
hand."."""

from optcg.testing import expect

from ..common_play import P1, accept, check_blocker, pick, play_from_hand
from .whitebeard import RED_HAIRED_LEADER, SHANKS

BECKMAN = "OP16-012"


def test_op16_012_with_10_don_plays_shanks_free():
    b = play_from_hand(BECKMAN, leader=RED_HAIRED_LEADER, hand=[SHANKS])
    g = b.game
    accept(g)
    pick(g, b.hand[0])
    expect(g, "main", P1)
    assert b.hand[0] in g.state.chars[P1] and g.state.don_active[P1] == 4


def test_op16_012_with_9_don_or_another_leader_no_shanks():
    for leader, active in ((RED_HAIRED_LEADER, 9), ("ST01-001", 10)):
        b = play_from_hand(BECKMAN, leader=leader, hand=[SHANKS], active=active)
        g = b.game
        accept(g)
        expect(g, "main", P1)
        assert g.state.hand[P1] == b.hand, (leader, active)


def test_op16_012_has_blocker():
    check_blocker(BECKMAN)
