"""OP17-063 Kaido (Character, cost 10): all Character cards in your hand
without a Counter have a +1000 Counter; [Activate: Main] [Once Per Turn]
DON!! −1: if this Character was played this turn, negate the effect of up
to 1 of the opponent's Characters with a cost of 6 or less and K.O. it."""

from optcg import Action
from optcg.engine.stats import counter
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, activations

KAIDO = "OP17-063"
PLAIN = custom_card("T-PLN", "Plain", cost=2, power=3000)
PRINTED = custom_card("T-PRN", "Printed", cost=2, power=3000, counter=2000)
EVENT = custom_card("T-EVT", "Event", "Event", cost=1)
SIX = custom_card("T-C6", "Six", cost=6, power=7000)
SEVEN = custom_card("T-C7", "Seven", cost=7, power=8000)


def test_op17_063_character_cards_in_hand_without_a_counter_have_1000():
    s = Scenario(turn=3)
    s.p1.character(KAIDO)
    plain, printed, event = s.p1.hand(PLAIN, PRINTED, EVENT)
    [theirs] = s.p2.hand(PLAIN)
    st = s.build().state
    assert (counter(st, plain), counter(st, printed), counter(st, event)) == (1000, 2000, 0)
    assert counter(st, theirs) == 0                     # your hand only


def test_op17_063_without_kaido_on_the_field_no_counter():
    s = Scenario(turn=3)
    [plain] = s.p1.hand(PLAIN)
    assert counter(s.build().state, plain) == 0


def test_op17_063_played_this_turn_negates_and_kos_a_cost_6_character():
    s = Scenario(turn=3)
    kaido = s.p1.character(KAIDO, played_this_turn=True)
    s.p1.don(active=1)
    six, seven = s.p2.character(SIX), s.p2.character(SEVEN)
    game = s.build()
    [act] = activations(game, kaido)
    game.apply(act)
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {six}
    game.apply(Action("select", six))
    assert six in game.state.trash[P2] and seven in game.state.chars[P2]
    assert game.state.don_deck[P1] == 10


def test_op17_063_not_played_this_turn_nothing_happens():
    s = Scenario(turn=3)
    kaido = s.p1.character(KAIDO)
    s.p1.don(active=1)
    six = s.p2.character(SIX)
    game = s.build()
    for act in activations(game, kaido):
        game.apply(act)
    expect_decision(game, P1, "main")
    assert six in game.state.chars[P2]
