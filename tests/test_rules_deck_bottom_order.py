"""CR 3-1-7 and 3-1-8: cards placed at the bottom of their owners' decks at
the same time are ordered by their owner, the turn player first (official
rulings on OP05-058 and OP06-058), and the other player does not learn the
order.  A card of each owner, or cards chosen one by one by their owner,
need no ordering decision."""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, scenario, vanilla

from optcg import Action
from optcg.engine import events as E
from optcg.testing import expect_decision

ALL_TO_BOTTOM = card_of("[Main] Place all Characters with a cost of 3 or less at the bottom of "
                        "the owner's deck.", category="Event", name="All To Bottom",
                        number="T-ALL-BOTTOM", cost=0)
TWO_TO_BOTTOM = card_of("[Main] Place up to 2 Characters with a cost of 6 or less at the "
                        "bottom of the owner's deck in any order.", category="Event",
                        name="Two To Bottom", number="T-TWO-BOTTOM", cost=0)


def test_cr_3_1_7_each_owner_orders_their_own_the_turn_player_first():
    s = scenario()
    mine = s.p1.characters(vanilla("Mine A"), vanilla("Mine B"))
    theirs = s.p2.characters(vanilla("Theirs A"), vanilla("Theirs B"), vanilla("Theirs C"))
    e = s.p1.hand(ALL_TO_BOTTOM)[0]
    game = s.build()
    st = game.state
    game.apply(Action("play", e))
    expect_decision(game, P1, "arrange")
    assert {a.card for a in game.legal_actions()} == set(mine)    # only P1's own
    game.apply(Action("place_bottom", mine[1]))
    expect_decision(game, P2, "arrange")
    assert {a.card for a in game.legal_actions()} == set(theirs)
    game.apply(Action("place_bottom", theirs[2]))
    game.apply(Action("place_bottom", theirs[0]))
    expect_decision(game, P1, "main")
    assert st.deck[P1][:2] == [mine[0], mine[1]]                 # the last placed is lowest
    assert st.deck[P2][:3] == [theirs[1], theirs[0], theirs[2]]


def test_cr_3_1_7_in_the_opponents_turn_the_turn_player_still_orders_first():
    s = scenario(turn=4, turn_player=P2)
    s.p1.characters(vanilla("Mine A"), vanilla("Mine B"))
    s.p2.characters(vanilla("Theirs A"), vanilla("Theirs B"))
    e = s.p2.hand(ALL_TO_BOTTOM)[0]
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P2, "arrange")
    game.apply(game.legal_actions()[0])
    expect_decision(game, P1, "arrange")


def test_cr_3_1_8_the_other_player_does_not_see_the_order():
    s = scenario()
    theirs = s.p2.characters(vanilla("Theirs A"), vanilla("Theirs B"))
    e = s.p1.hand(TWO_TO_BOTTOM)[0]
    game = s.build()
    game.apply(Action("play", e))
    game.apply(Action("select", theirs[0]))
    game.apply(Action("select", theirs[1]))
    expect_decision(game, P2, "arrange")
    game.apply(Action("place_bottom", theirs[1]))
    expect_decision(game, P1, "main")
    placed = [ev for ev in game.events_for(P1) if isinstance(ev, E.CardPlaced)]
    assert placed and all(ev.card == -1 or ev.card not in theirs for ev in placed)
    assert any(isinstance(ev, E.CardPlaced) and ev.card == theirs[1]
               for ev in game.events_for(P2))


def test_cr_3_1_7_one_card_of_each_owner_needs_no_ordering():
    s = scenario()
    mine = s.p1.character(vanilla("Mine"))
    theirs = s.p2.character(vanilla("Theirs"))
    e = s.p1.hand(TWO_TO_BOTTOM)[0]
    game = s.build()
    game.apply(Action("play", e))
    game.apply(Action("select", mine))
    game.apply(Action("select", theirs))
    expect_decision(game, P1, "main")
    assert game.state.deck[P1][0] == mine and game.state.deck[P2][0] == theirs


def test_cr_3_1_7_cards_chosen_one_by_one_from_the_trash_keep_their_owners_order():
    line = ("[Main] Your opponent places 2 cards from their trash at the bottom of their deck "
            "in any order.")
    s = scenario()
    trash = s.p2.trash(vanilla("T1"), vanilla("T2"), vanilla("T3"))
    e = s.p1.hand(card_of(line, category="Event", name="Their Trash", cost=0))[0]
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P2, "select")               # the owner chooses, in their order
    game.apply(Action("select", trash[2]))
    game.apply(Action("select", trash[0]))
    expect_decision(game, P1, "main")
    assert game.state.deck[P2][:2] == [trash[0], trash[2]]


def test_cr_3_1_7_all_of_them_forced_the_owner_still_chooses_their_order():
    line = ("[Main] Your opponent places 2 cards from their trash at the bottom of their deck "
            "in any order.")
    s = scenario()
    trash = s.p2.trash(vanilla("T1"), vanilla("T2"))
    e = s.p1.hand(card_of(line, category="Event", name="Their Trash", cost=0))[0]
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P2, "select")               # both must go: P2 picks the order
    game.apply(Action("select", trash[1]))
    expect_decision(game, P1, "main")
    assert game.state.deck[P2][:2] == [trash[0], trash[1]]


def test_cr_3_1_7_who_orders_follows_where_the_cards_come_from_not_the_words():
    """"in any order" is a wording (effects.phrasing): the same step worded
    with or without it orders the cards the same way, by their owners when
    several come from the field (official rulings on OP05-058, OP06-058),
    in the order chosen when they come one by one from a trash."""
    from optcg.engine.effects import language as L
    from optcg.engine.effects.compiler import owners_order
    from optcg.engine.effects.phrasing import worded

    field = L.Choose(L.Cards(L.ANY), L.up_to(2))
    trash = L.Choose(L.Cards(L.YOU, L.TRASH, (L.CHARACTER, L.EVENT)), L.exactly(2))
    for target, ordered in ((field, True), (trash, False)):
        for word in ("", "return", L.ANY_ORDER, L.YOUR_DECK_IN_ANY_ORDER):
            step = worded(L.ToDeckBottom(target), word=word)
            assert owners_order(step) is ordered, (target, word)
