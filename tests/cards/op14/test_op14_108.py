"""OP14-108 Silvers Rayleigh (Character): "[On Play] If your Leader is
multicolored and your opponent has 3 or less Life cards, K.O. up to 1 of your
opponent's Characters with 7000 base power or less." and "[Trigger] Activate
this card's [On Play] effect."."""

from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, pick, play_from_hand, trigger_from_life
from .kuja import TWO_COLORS

RAYLEIGH = "OP14-108"
EIGHT = custom_card("T-8000", "Eight", cost=6, power=8000)


def test_op14_108_kos_a_7000_base_power_character():
    b = play_from_hand(RAYLEIGH, leader=TWO_COLORS, their_life=[PLAIN] * 3,
                       theirs=[PLAIN, EIGHT])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert b.theirs[0] in g.state.trash[P2]


def test_op14_108_not_with_4_opponent_life_nor_with_a_mono_colored_leader():
    for leader, life in ((TWO_COLORS, 4), ("ST01-001", 3)):
        b = play_from_hand(RAYLEIGH, leader=leader, their_life=[PLAIN] * life, theirs=[PLAIN])
        expect(b.game, "main", P1)
        assert b.theirs[0] in b.game.state.chars[P2], (leader, life)


def test_op14_108_trigger_runs_the_on_play():
    b = trigger_from_life(RAYLEIGH, leader=TWO_COLORS, their_life=[PLAIN] * 2, theirs=[PLAIN])
    g = b.game
    pick(g, b.theirs[1])                               # theirs[0] is the attacker (7000)
    expect(g, "main", P2)
    assert b.theirs[1] in g.state.trash[P2] and b.card in g.state.trash[P1]
