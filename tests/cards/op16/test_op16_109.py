"""OP16-109 Doc Q (Character): "[On K.O.] If your Leader has the {Blackbeard
Pirates} type, draw 1 card and K.O. up to 2 of your opponent's Characters
with a cost of 1 or less." and "[Trigger] Activate this card's [On K.O.]
effect."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, trigger_from_life
from .blackbeard import BB_LEADER

DOC_Q = "OP16-109"
COST_1 = "ST01-006"


def test_op16_109_on_ko_draws_and_kos_2_cost_1_characters():
    b = koed_by_opponent(DOC_Q, leader=BB_LEADER, deck=[PLAIN, PLAIN],
                         theirs=[COST_1, COST_1, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == set(b.theirs[:2])
    pick(g, *b.theirs[:2])
    expect(g, "main", P2)
    assert set(b.theirs[:2]) <= set(g.state.trash[P2]) and g.state.hand[P1] == [b.deck[0]]


def test_op16_109_not_with_another_leader():
    b = koed_by_opponent(DOC_Q, deck=[PLAIN, PLAIN], theirs=[COST_1])
    expect(b.game, "main", P2)
    assert b.theirs[0] in b.game.state.chars[P2]


def test_op16_109_trigger_runs_the_on_ko():
    b = trigger_from_life(DOC_Q, leader=BB_LEADER, deck=[PLAIN, PLAIN], theirs=[COST_1])
    g = b.game
    pick(g, b.theirs[1])
    expect(g, "main", P2)
    assert b.theirs[1] in g.state.trash[P2]
