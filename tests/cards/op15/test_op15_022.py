"""OP15-022 Brook (Leader): under this game's rules its player does not lose
when their deck has 0 cards, but at the end of the turn in which it became
0 cards (CR 9-2-1-2 put off; official Q&A on OP15-022: even if cards were
added to the deck again that turn); [Activate: Main] [Once Per Turn] trash 4
cards from the top of the deck, then, if it has 0 cards, set up to 1 of your
Characters as active (Q&A: with 3 or less in the deck it may be used, and
trashes them all)."""

from optcg import Action
from optcg.engine import zones
from optcg.engine.constants import DECK, REASON_DECK_OUT
from optcg.engine.effects import language as L
from optcg.engine.effects.language import Ability
from optcg.testing import Scenario, custom_card, expect_decision

BROOK = "OP15-022"
FILLER = custom_card("T-FILL", "Filler", "Character", power=1000)


def _board(deck: int, leader=BROOK):
    s = Scenario(turn=3)
    brook = s.p1.leader(leader)
    rested = s.p1.character(FILLER, rested=True)
    s.p1.deck(*[FILLER] * deck)
    s.p1.don(active=5)
    return s, brook, rested


def test_op15_022_activate_with_3_cards_trashes_them_and_sets_a_character_active():
    s, brook, rested = _board(3)
    game = s.build()
    game.apply(Action("activate", brook, 0))
    expect_decision(game, 0, "select")
    game.apply(Action("select", rested))
    expect_decision(game, 0, "main")
    st = game.state
    assert not st.deck[0] and len(st.trash[0]) == 3
    assert not st.rested[rested]
    assert not game.over                          # no defeat while the turn lasts


def test_op15_022_with_cards_left_no_character_is_set_active():
    s, brook, rested = _board(6)
    game = s.build()
    game.apply(Action("activate", brook, 0))
    expect_decision(game, 0, "main")
    assert len(game.state.deck[0]) == 2 and game.state.rested[rested]


def test_op15_022_loses_at_the_end_of_the_turn_the_deck_became_0():
    s, brook, rested = _board(3)
    game = s.build()
    game.apply(Action("activate", brook, 0))
    game.apply(Action("select", rested))
    game.apply(Action("end_phase"))
    assert game.over
    assert game.result.winner == 1 and game.result.reason == REASON_DECK_OUT


def test_op15_022_loses_even_if_cards_went_back_to_the_deck():
    s, brook, rested = _board(3)
    game = s.build()
    game.apply(Action("activate", brook, 0))
    game.apply(Action("select", rested))
    st = game.state
    zones.move(st, st.trash[0][0], DECK)          # another effect adds a card back
    assert len(st.deck[0]) == 1
    game.apply(Action("end_phase"))
    assert game.over and game.result.winner == 1


def test_op15_022_without_brook_a_deck_of_0_loses_at_once():
    """CR 9-2-1-2 as usual: the same trash by a Leader without the rule."""
    milling = custom_card("T-MILL", "Miller", "Leader",
                          Ability(timing=L.ACTIVATE_MAIN, steps=(L.TrashFromDeck(4),)),
                          power=5000)
    s, leader, rested = _board(3, leader=milling)
    game = s.build()
    game.apply(Action("activate", leader, 0))
    assert game.over
    assert game.result.winner == 1 and game.result.reason == REASON_DECK_OUT
