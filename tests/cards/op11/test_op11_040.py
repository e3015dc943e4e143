"""OP11-040 Monkey.D.Luffy (Leader): at the start of your turn, if you have 8
or more DON!! cards on your field (the cost area and those given), you may
look at 5 cards from the top of your deck, reveal up to 1 {Straw Hat Crew}
type card and add it to your hand, then place the rest at the top or bottom
of the deck in any order (CR 6-2-1: "at the start of your turn" comes before
the Draw Phase)."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

LUFFY = "OP11-040"
STRAW_HAT = "OP01-025"            # Roronoa Zoro, {Supernovas}/{Straw Hat Crew}
NOT_STRAW_HAT = "ST02-003"        # Urouge, {Fallen Monk Pirates}
FILLER = "ST02-007"               # Jewelry Bonney, not {Straw Hat Crew}


def _game(rested_don=8, given_to_leader=0):
    s = Scenario(turn=3, phase="turn_start")
    s.p1.leader(LUFFY, don=given_to_leader)
    top = s.p1.deck(FILLER, STRAW_HAT, NOT_STRAW_HAT, FILLER, FILLER, FILLER, FILLER)
    s.p1.don(rested=rested_don, deck=10 - rested_don - given_to_leader)
    return top, s.build()


def test_op11_040_with_8_don_adds_a_straw_hat_card_and_puts_the_rest_at_the_bottom():
    top, g = _game()
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    choices = {a.card for a in g.legal_actions() if a.kind == "select"}
    assert top[1] in choices and top[2] not in choices, "only {Straw Hat Crew} cards"
    g.apply(Action("select", top[1]))        # the 1 card of "up to 1" ends the choice
    for _ in range(3):                       # the fourth card has one place left
        expect(g, "arrange", P1)
        g.apply(next(a for a in g.legal_actions() if a.kind == "place_bottom"))
    expect(g, "main", P1)
    assert top[1] in g.state.hand[P1]
    deck = g.state.deck[P1]                  # the end of the list is the top
    assert deck[:4] == [top[4], top[3], top[2], top[0]], "at the bottom, in the order placed"
    assert deck[-1] == top[6] and top[5] in g.state.hand[P1], "then the Draw Phase drew the sixth"


def test_op11_040_counts_don_given_to_cards():
    top, g = _game(rested_don=6, given_to_leader=2)
    g.apply(Action("accept"))
    expect(g, "select", P1)


def test_op11_040_with_7_don_looks_at_nothing():
    top, g = _game(rested_don=7)
    g.apply(Action("accept"))
    expect(g, "main", P1)
    assert top[1] not in g.state.hand[P1]
    assert g.state.deck[P1][-4:] == [top[4], top[3], top[2], top[1]], "the deck was not touched"
