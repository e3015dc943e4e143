"""OP14-100 Absalom (Character): "[On K.O.] Look at 3 cards from the top of
your deck; reveal up to 1 {Thriller Bark Pirates} type card and add it to
your hand. Then, place the rest at the bottom of your deck in any order." and
"[Trigger] Play up to 1 {Thriller Bark Pirates} type Character card with a
cost of 4 or less from your trash rested."  Official ruling qa_op14_eb04.md
OP14-100: the [Trigger] cannot play Absalom itself (it is not in the trash
while its [Trigger] resolves)."""

from optcg.testing import expect

from ..common import selectable
from ..common_play import P1, P2, PLAIN, koed_by_opponent, pick, trigger_from_life
from ..qa import bottom_all
from .kuja import THRILLER_4, THRILLER_5

ABSALOM = "OP14-100"


def test_op14_100_on_ko_adds_a_thriller_bark_card():
    b = koed_by_opponent(ABSALOM, deck=[PLAIN, THRILLER_5, PLAIN, PLAIN])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.deck[1]}
    pick(g, b.deck[1])
    bottom_all(g)
    expect(g, "main", P2)
    assert g.state.hand[P1] == [b.deck[1]] and g.state.deck[P1][-1] == b.deck[3]


def test_qa_op14_100_trigger_plays_a_cost_4_from_trash_rested_not_itself():
    b = trigger_from_life(ABSALOM, trash=[THRILLER_4, THRILLER_5])
    g = b.game
    expect(g, "select", P1)
    assert selectable(g) == {b.trash[0]}               # cost 4 only; not this Absalom
    pick(g, b.trash[0])
    expect(g, "main", P2)
    assert b.trash[0] in g.state.chars[P1] and g.state.rested[b.trash[0]]
    assert b.card in g.state.trash[P1]
