"""OP16-095 Monkey.D.Luffy (Character): "[On Play] Up to 1 of your black {Land
of Wano} type Characters gains [Unblockable] during this turn."."""

from optcg import Action
from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, blockers_offered, pick, play_from_hand
from .wano import GREEN_WANO, WANO_2

LUFFY = "OP16-095"
CHOPPER = "ST01-006"      # [Blocker]


def test_op16_095_a_black_wano_character_cannot_be_blocked_this_turn():
    b = play_from_hand(LUFFY, chars=[WANO_2, GREEN_WANO], theirs=[CHOPPER],
                       their_life=[PLAIN] * 2)
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.chars[0], b.card}       # black {Land of Wano}: itself too
    pick(g, b.chars[0])
    g.apply(Action("attack", b.chars[0], b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert blockers_offered(g) == set()


def test_op16_095_a_character_not_chosen_can_be_blocked():
    b = play_from_hand(LUFFY, chars=[WANO_2, GREEN_WANO], theirs=[CHOPPER],
                       their_life=[PLAIN] * 2)
    g = b.game
    pick(g, b.chars[0])
    g.apply(Action("attack", b.chars[1], b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert blockers_offered(g)
