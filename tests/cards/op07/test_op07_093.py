"""OP07-093 Rob Lucci (Character, cost 5): [On Play] you may place 3 cards
from your trash at the bottom of your deck in any order: the opponent
trashes 1 card from their hand; then you may place up to 1 card from the
opponent's trash at the bottom of their deck.

Official Q&A on OP07-093: the player using Rob Lucci chooses that card, and
it goes to the bottom of its owner's deck."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2, selectable

LUCCI = "OP07-093"
FILLER = "ST01-006"


def _played(my_trash=3):
    s = Scenario(turn=3)
    [lucci] = s.p1.hand(LUCCI)
    s.p1.don(active=5)
    mine = s.p1.trash(*[FILLER] * my_trash)
    [their_card] = s.p2.hand("ST01-008")
    [old] = s.p2.trash("ST01-010")
    s.p2.deck(FILLER)
    g = s.build()
    g.apply(Action("play", lucci))
    return g, mine, their_card, old


def test_op07_093_the_opponent_trashes_then_you_bottom_a_card_of_their_trash():
    """Official Q&A on OP07-093: P1 (Lucci's player) chooses the card."""
    g, mine, their_card, old = _played()
    expect(g, "confirm", P1)                       # the optional cost
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", mine[0]))
    expect(g, "select", P1)
    g.apply(Action("select", mine[1]))             # the third is the one left
    st = g.state
    assert set(mine) <= set(st.deck[P1]) and not st.trash[P1]
    assert their_card in st.trash[P2]              # their only hand card
    expect(g, "confirm", P1)                       # "you may place up to 1"
    g.apply(Action("accept"))
    expect(g, "select", P1)
    assert selectable(g) == {their_card, old}
    g.apply(Action("select", old))
    st = g.state
    assert st.deck[P2][0] == old and st.trash[P2] == [their_card]


def test_op07_093_the_last_step_may_be_declined():
    g, mine, their_card, old = _played()
    g.apply(Action("accept"))
    g.apply(Action("select", mine[0]))
    g.apply(Action("select", mine[1]))
    expect(g, "confirm", P1)
    g.apply(Action("decline"))
    expect(g, "main", P1)
    assert set(g.state.trash[P2]) == {their_card, old}


def test_op07_093_without_three_trash_cards_nothing_happens():
    g, mine, their_card, old = _played(my_trash=2)
    expect(g, "main", P1)
    assert their_card in g.state.hand[P2] and g.state.trash[P2] == [old]
