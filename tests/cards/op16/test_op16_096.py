"""OP16-096 Yamato (Character, cost 8): "[Unblockable]" and "[On K.O.] Play
up to 1 [Yamato] with a cost of 6 or less from your trash."."""

from optcg import Action
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, blockers_offered, koed_by_opponent, on_field, pick

YAMATO = "OP16-096"
YAMATO_6 = "OP16-098"     # [Yamato], cost 6
CHOPPER = "ST01-006"


def test_op16_096_on_ko_plays_a_cost_6_yamato_from_the_trash():
    b = koed_by_opponent(YAMATO, trash=[YAMATO_6, PLAIN], deck=[PLAIN] * 2)
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}               # not itself (cost 8)
    pick(g, b.trash[0])
    expect(g, "select", P1)                            # the played Yamato's [On Play]: trash 1
    assert b.trash[0] in g.state.chars[P1]


def test_op16_096_cannot_be_blocked():
    b = on_field(YAMATO, theirs=[CHOPPER], their_life=[PLAIN])
    g = b.game
    g.apply(Action("attack", b.card, b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert blockers_offered(g) == set()
