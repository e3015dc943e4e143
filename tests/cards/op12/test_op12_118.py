"""OP12-118 Jewelry Bonney (Character, cost 5, [Blocker]): "[On Play] If you
have 8 or more rested cards, draw 2 cards and trash 1 card from your hand.
Then, set up to 1 of your DON!! cards as active."
Official Q&A on OP12-118: with 7 or less rested cards no DON!! is set active
either.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario, expect

from cards.common import P1

BONNEY = "OP12-118"


def _play(rested_don):
    s = Scenario(turn=3)
    bonney, = s.p1.hand(BONNEY)
    s.p1.deck("ST01-004", "ST01-005", "ST01-006")
    s.p1.don(active=5, rested=rested_don)
    g = s.build()
    g.apply(Action("play", bonney))      # rests 5 more: rested_don + 5 rested cards
    return bonney, g


def test_op12_118_is_a_blocker():
    assert card_def(BONNEY).keywords & KEYWORD_BITS["Blocker"]


def test_op12_118_with_8_rested_cards_draws_2_trashes_1_and_sets_a_don_active():
    bonney, g = _play(rested_don=3)
    hand_before = 0
    expect(g, "select", P1)                        # the card to trash
    drawn = list(g.state.hand[P1])
    assert len(drawn) == hand_before + 2
    g.apply(Action("select", drawn[0]))
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)
    assert drawn[0] in g.state.trash[P1] and g.state.hand[P1] == drawn[1:]
    assert g.state.don_active[P1] == 1 and g.state.don_rested[P1] == 7


def test_op12_118_with_7_rested_cards_nothing_happens():
    bonney, g = _play(rested_don=2)
    expect(g, "main", P1)
    assert g.state.hand[P1] == [] and g.state.don_active[P1] == 0
