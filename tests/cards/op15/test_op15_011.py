"""OP15-011 Pearl (Character, 4000): "[Opponent's Turn] If your Leader has
the {East Blue} type, this Character gains [Blocker] and +2000 power." and
"[On K.O.] If your Leader has the {East Blue} type, K.O. up to 1 of your
opponent's Characters with 6000 base power or less."."""

from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword, power
from optcg.testing import custom_card, expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, koed_by_opponent, on_field, pick
from .east_blue import EAST_BLUE_LEADER

PEARL = "OP15-011"
SEVEN = custom_card("T-7000", "Seven", cost=5, power=7000)


def test_op15_011_in_the_opponents_turn_gains_blocker_and_2000():
    b = on_field(PEARL, turn_player=P2, leader=EAST_BLUE_LEADER)
    st = b.game.state
    assert has_keyword(st, b.card, BLOCKER) and power(st, b.card) == 6000


def test_op15_011_not_in_your_turn_nor_with_another_leader():
    for turn_player, leader in ((P1, EAST_BLUE_LEADER), (P2, "ST01-001")):
        b = on_field(PEARL, turn_player=turn_player, leader=leader)
        st = b.game.state
        assert not has_keyword(st, b.card, BLOCKER) and power(st, b.card) == 4000


def test_op15_011_on_ko_kos_a_6000_base_power_character():
    b = koed_by_opponent(PEARL, leader=EAST_BLUE_LEADER, theirs=[PLAIN, SEVEN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P2)
    assert b.theirs[0] in g.state.trash[P2]


def test_op15_011_on_ko_not_with_another_leader():
    b = koed_by_opponent(PEARL, theirs=[PLAIN])
    expect(b.game, "main", P2)
    assert b.theirs[0] in b.game.state.chars[P2]
