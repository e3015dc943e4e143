"""EB04-058 Borsalino (Character, cost 5, [Blocker]): "[On Play] If you have 2
or less Life cards, add up to 1 card from the top of your deck to the top of
your Life cards."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect

from cards.common import P1

BORSALINO = "EB04-058"


def _play(life_cards):
    s = Scenario(turn=3)
    b, = s.p1.hand(BORSALINO)
    top, _ = s.p1.deck("ST01-004", "ST01-005")     # a card left: no deck-out (CR 9-2-1-2)
    s.p1.life(*["ST01-006"] * life_cards)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", b))
    return top, g


def test_eb04_058_is_a_blocker():
    assert card_def(BORSALINO).keywords & KEYWORD_BITS["Blocker"]


def test_eb04_058_with_2_life_adds_the_top_of_the_deck_to_life():
    top, g = _play(2)
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert len(g.state.life[P1]) == 3 and g.state.life[P1][-1] == top


def test_eb04_058_with_3_life_adds_nothing():
    top, g = _play(3)
    expect(g, "main", P1)
    assert len(g.state.life[P1]) == 3 and top in g.state.deck[P1]
