"""OP15-113 Roronoa Zoro (Character, cost 4): "[On Play] You may trash 1 card
from your hand: Add up to 1 card from the top of your deck to the top of your
Life cards."  Official Q&A on OP15-113: with no card in hand, nothing is added.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

ZORO = "OP15-113"


def _play(hand=("ST01-006",)):
    s = Scenario(turn=3)
    zoro, *others = s.p1.hand(ZORO, *hand)
    top, _ = s.p1.deck("ST01-004", "ST01-005")
    s.p1.life("ST01-006")
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", zoro))
    return others, top, g


def test_op15_113_trashing_a_card_adds_the_top_of_the_deck_to_life():
    (spare,), top, g = _play()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "choose_number", P1)                 # "up to 1" (the only card to trash was taken)
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert spare in g.state.trash[P1] and g.state.life[P1][-1] == top


def test_op15_113_with_an_empty_hand_adds_nothing():
    others, top, g = _play(hand=())
    expect(g, "main", P1)
    assert len(g.state.life[P1]) == 1 and top in g.state.deck[P1]
