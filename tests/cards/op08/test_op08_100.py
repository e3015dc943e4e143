"""OP08-100 South Bird (Character, cost 1): [On Play] look at 7 cards from
the top of your deck and play up to 1 [Upper Yard] among them; then place the
rest at the bottom of your deck in any order."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable

SOUTH_BIRD = "OP08-100"
UPPER_YARD = custom_card("T-UPY", "Upper Yard", "Stage", cost=1)
FILLER = custom_card("T-FIL", "Filler", cost=1, power=1000)


def _played(deck):
    s = Scenario(turn=3)
    [bird] = s.p1.hand(SOUTH_BIRD)
    s.p1.don(active=1)
    cards = s.p1.deck(*deck)
    game = s.build()
    game.apply(Action("play", bird))
    return game, cards


def test_op08_100_plays_upper_yard_from_the_top_7():
    game, cards = _played([FILLER, FILLER, UPPER_YARD, FILLER])
    yard = cards[2]
    expect_decision(game, P1, "select")
    assert selectable(game) == {yard}
    game.apply(Action("select", yard))
    st = game.state
    assert yard in st.stage[P1]
    expect_decision(game, P1, "arrange")                 # the 3 others, to the bottom
    while game.decision.kind == "arrange":
        game.apply(game.legal_actions()[0])
    expect_decision(game, P1, "main")
    assert set(game.state.deck[P1]) == {cards[0], cards[1], cards[3]}


def test_op08_100_an_upper_yard_below_the_top_7_stays():
    game, cards = _played([FILLER] * 7 + [UPPER_YARD])
    expect_decision(game, P1, "arrange")                 # nothing to play
    while game.decision.kind == "arrange":
        game.apply(game.legal_actions()[0])
    assert game.state.deck[P1][-1] == cards[7]           # now on top (the list: bottom first)
