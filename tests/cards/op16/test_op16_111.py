"""OP16-111 Boa Sandersonia (Character): "[Blocker]" and "[Trigger] If you
have 2 or less Life cards, play this card."."""

from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, check_blocker, trigger_from_life

SANDERSONIA = "OP16-111"


def test_op16_111_trigger_plays_it_with_2_life_or_less():
    b = trigger_from_life(SANDERSONIA, life=[PLAIN])     # 1 Life card left
    expect(b.game, "main", P2)
    assert b.card in b.game.state.chars[P1]


def test_op16_111_trigger_does_nothing_with_3_life():
    b = trigger_from_life(SANDERSONIA, life=[PLAIN] * 3)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]


def test_op16_111_has_blocker():
    check_blocker(SANDERSONIA)
