"""OP16-045 Crocodile (Character): "[Blocker]" and "[On Play] You may return 1
of your Characters with a cost of 2 or more to the owner's hand: Play up to 1
{Impel Down} type Character card with a cost of 2 or less from your hand."."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, PLAIN, accept, check_blocker, decline, pick, play_from_hand
from .impel_down import IMPEL_2, IMPEL_3

CROCODILE = "OP16-045"
COST_1 = "ST01-006"


def test_op16_045_returns_a_character_to_play_an_impel_down_cost_2():
    b = play_from_hand(CROCODILE, chars=[PLAIN, COST_1], hand=[IMPEL_2, IMPEL_3])
    g = b.game
    accept(g)
    expect(g, "select", P1)
    assert b.chars[1] not in selectable(g)             # cost 1
    pick(g, b.chars[0])
    expect(g, "select", P1)
    assert selectable(g) == {b.hand[0]}
    pick(g, b.hand[0])
    expect(g, "main", P1)
    st = g.state
    assert b.chars[0] in st.hand[P1] and b.hand[0] in st.chars[P1]


def test_op16_045_declined_nothing_is_played():
    b = play_from_hand(CROCODILE, chars=[PLAIN], hand=[IMPEL_2])
    decline(b.game)
    expect(b.game, "main", P1)
    assert b.game.state.hand[P1] == [b.hand[0]] and b.chars[0] in b.game.state.chars[P1]


def test_op16_045_has_blocker():
    check_blocker(CROCODILE)
