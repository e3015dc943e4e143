"""EB03-021 Alvida (Character): "[On Play] You may trash 1 card from your
hand: place up to 1 of your opponent's Characters with 4000 base power or
less and up to 1 Character with a base cost of 3 or less at the bottom of
the owner's deck."  Two of the opponent's go in the order their owner
chooses (CR 3-1-7; the official ruling on OP06-058)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

ALVIDA = "EB03-021"
CHOPPER, VIVI = "ST01-006", "ST01-009"     # 1000, cost 1; 4000, cost 2


def alvida_game(mine=None):
    s = Scenario()
    alvida, _fodder = s.p1.hand(ALVIDA, VIVI)
    s.p1.don(active=4)
    own = s.p1.character(mine) if mine else None
    theirs = s.p2.characters(CHOPPER, VIVI)
    game = s.build()
    game.apply(Action("play", alvida))
    expect_decision(game, 0, "confirm")                # the cost: trash 1 card from your hand
    game.apply(Action("accept"))
    return game, own, theirs


def test_eb03_021_the_opponent_orders_their_two_characters():
    game, _, (chopper, vivi) = alvida_game()
    game.apply(Action("select", chopper))
    game.apply(Action("select", vivi))
    expect_decision(game, 1, "arrange")
    game.apply(Action("place_bottom", chopper))
    expect_decision(game, 0, "main")
    assert game.state.deck[1][:2] == [vivi, chopper]


def test_eb03_021_one_card_of_each_player_needs_no_ordering():
    game, own, (chopper, _vivi) = alvida_game(mine=CHOPPER)
    game.apply(Action("select", chopper))
    game.apply(Action("select", own))
    expect_decision(game, 0, "main")
    assert game.state.deck[1][0] == chopper and game.state.deck[0][0] == own
