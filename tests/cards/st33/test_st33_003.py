"""ST33-003 Smoker (Character): "[On Play] You may trash 1 card from your
hand: place up to 2 of your opponent's Characters with a cost of 2 or less
at the bottom of the owner's deck".  Their owner orders them (CR 3-1-7; the
official ruling on OP06-058)."""

from optcg import Action
from optcg.testing import Scenario, answer, expect, expect_decision

VIVI, CHOPPER = "ST01-009", "ST01-006"      # cost 2 and 1


def smoker_game():
    s = Scenario()
    smoker, _fodder = s.p1.hand("ST33-003", VIVI)
    s.p1.don(active=2)
    theirs = s.p2.characters(VIVI, CHOPPER)
    return s.build(), smoker, theirs


def pay_and_choose(game, smoker, *chosen):
    """Play Smoker, pay its cost (the only hand card goes by itself) and
    place `chosen`; fewer than 2 ends the "up to 2" choice by hand."""
    game.apply(Action("play", smoker))
    answer(game, "confirm", Action("accept"), 0)
    for c in chosen:
        expect(game, "select", 0)
        game.apply(Action("select", c))
    if len(chosen) < 2:
        answer(game, "select", Action("select_done"), 0)


def test_st33_003_the_opponent_orders_their_two_characters():
    game, smoker, theirs = smoker_game()
    pay_and_choose(game, smoker, *theirs)
    expect_decision(game, 1, "arrange")
    game.apply(Action("place_bottom", theirs[0]))
    expect_decision(game, 0, "main")
    assert game.state.deck[1][:2] == [theirs[1], theirs[0]]


def test_st33_003_one_character_needs_no_ordering():
    game, smoker, theirs = smoker_game()
    pay_and_choose(game, smoker, theirs[1])
    expect_decision(game, 0, "main")
    assert game.state.deck[1][0] == theirs[1] and game.state.chars[1] == [theirs[0]]
