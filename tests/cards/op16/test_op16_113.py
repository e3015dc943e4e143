"""OP16-113 Boa Marigold (Character): "If you have 2 or less Life cards, this
Character gains [Blocker]." and "[Trigger] If your Leader has the {Kuja
Pirates} type, play this card."."""

from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, on_field, trigger_from_life
from ..op14.kuja import KUJA_LEADER

MARIGOLD = "OP16-113"


def test_op16_113_blocker_with_2_life_not_3():
    for life, blocker in ((2, True), (3, False)):
        b = on_field(MARIGOLD, life=[PLAIN] * life)
        assert has_keyword(b.game.state, b.card, BLOCKER) is blocker, life


def test_op16_113_trigger_plays_it_with_a_kuja_leader_only():
    b = trigger_from_life(MARIGOLD, leader=KUJA_LEADER)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.chars[P1]
    b = trigger_from_life(MARIGOLD)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]
