"""OP08-053 Thank You...for Loving Me!! (Event): [Main] with a Leader whose
type includes "Whitebeard Pirates", look at 3 cards from the top of your
deck; reveal up to 1 card with a type including "Whitebeard Pirates" or
[Monkey.D.Luffy] and add it to your hand; then place the rest at the top or
bottom of your deck in any order. [Trigger] Draw 1 card."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable

EVENT = "OP08-053"
WB_LEADER = custom_card("T-WBL", "Whitebeard", "Leader", power=5000, life=5,
                        types=("Whitebeard Pirates",))
OTHER_LEADER = custom_card("T-OTL", "Other", "Leader", power=5000, life=5, types=("Navy",))
WB = custom_card("T-WB", "Pirate", cost=2, power=3000, types=("Whitebeard Pirates",))
LUFFY = custom_card("T-LUF", "Monkey.D.Luffy", cost=2, power=3000, types=("Straw Hat Crew",))
PLAIN = custom_card("T-PLN", "Plain", cost=2, power=3000, types=("Navy",))


def _played(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    [event] = s.p1.hand(EVENT)
    s.p1.don(active=1)
    deck = s.p1.deck(PLAIN, LUFFY, WB, PLAIN)
    game = s.build()
    game.apply(Action("play", event))
    return game, deck


def test_op08_053_adds_a_whitebeard_pirates_card_or_luffy_and_places_the_rest():
    game, (p1, luffy, wb, p2) = _played(WB_LEADER)      # p1 on top, p2 at the bottom
    expect_decision(game, P1, "select")
    assert selectable(game) == {luffy, wb}              # among the top 3
    game.apply(Action("select", wb))
    expect_decision(game, P1, "arrange")
    game.apply(Action("place_top", p1))                 # the rest on top, p1 first
    expect_decision(game, P1, "main")
    st = game.state
    assert wb in st.hand[P1]
    assert st.deck[P1] == [p2, p1, luffy]               # the list: bottom first


def test_op08_053_the_rest_may_go_to_the_bottom():
    game, (p1, luffy, wb, p2) = _played(WB_LEADER)
    game.apply(Action("select", luffy))
    game.apply(Action("place_bottom", wb))
    expect_decision(game, P1, "main")
    assert luffy in game.state.hand[P1]
    assert game.state.deck[P1] == [p1, wb, p2]          # wb first, then p1 below it


def test_op08_053_with_another_leader_nothing_happens():
    game, deck = _played(OTHER_LEADER)
    expect_decision(game, P1, "main")
    assert game.state.deck[P1] == list(reversed(deck))     # untouched (the list: bottom first)
