"""OP16-037 Mr.3(Galdino) (Character): "[On Play] If your Leader has the
{Impel Down} type, rest up to 1 of your opponent's Characters with a cost of
5 or less."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, pick, play_from_hand
from .impel_down import GREEN_5, GREEN_6, IMPEL_LEADER

MR3 = "OP16-037"


def test_op16_037_rests_a_cost_5_character_with_an_impel_down_leader():
    b = play_from_hand(MR3, leader=IMPEL_LEADER, theirs=[GREEN_5, GREEN_6])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.theirs[0]}
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert g.state.rested[b.theirs[0]]


def test_op16_037_not_with_another_leader():
    b = play_from_hand(MR3, theirs=[GREEN_5])
    expect(b.game, "main", P1)
    assert not b.game.state.rested[b.theirs[0]]
