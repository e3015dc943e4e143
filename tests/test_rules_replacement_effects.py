"""Replacement effects (CR 8-1-3-4): one that cannot be carried out cannot
be applied (CR 8-1-3-4-5); several cards one effect K.O.s or removes at the
same time are each covered by a replacement whose text covers them, applied
once for all of them or declined for all (official rulings on OP05-001,
OP10-032, OP15-035); and "would leave the field" replacements apply to a
card taken from the field as a cost, which is then not paid (ruling on
OP05-100; CR 8-3-1-7)."""

from __future__ import annotations

from test_card_compiler import P1, P2, card_of, scenario, vanilla

from optcg import Action
from optcg.testing import answer, expect_decision

KO_ALL = card_of("[Main] K.O. all of your opponent's Characters with a cost of 5 or less.",
                 category="Event", name="KO All", number="T-KO-ALL", cost=0)
TRASH_ALL = card_of("[Main] Trash up to 2 of your opponent's Characters with a cost of 5 or "
                    "less.", category="Event", name="Trash Two", number="T-TRASH-TWO", cost=0)
GUARD = card_of("If your Character would be K.O.'d by your opponent's effect, you may trash 1 "
                "card from your hand instead.", name="Guard", number="T-GUARD", cost=6)
SELF_GUARD = card_of("If this Character would be K.O.'d by your opponent's effect, you may "
                     "trash 1 card from your hand instead.", name="Self Guard",
                     number="T-SELF-GUARD", cost=2)
REST_GUARD = card_of("If your Character would be removed from the field by your opponent's "
                     "effect, you may rest this Character instead.", name="Rest Guard",
                     number="T-REST-GUARD", cost=6)
STAY = card_of("If this Character would leave the field, you may trash 1 card from your hand "
               "instead.", name="Stay", number="T-STAY", cost=2)
RETURN_COST = card_of("[Main] You may return 1 of your Characters to the owner's hand: Draw 2 "
                      "cards.", category="Event", name="Return Cost", number="T-RET-COST",
                      cost=0)


def ko_all_in_p2s_turn(*mine, hand=(), event=KO_ALL):
    s = scenario(turn=4, turn_player=P2)
    ids = [s.p1.character(c) if not isinstance(c, tuple) else s.p1.character(c[0], rested=True)
           for c in mine]
    held = s.p1.hand(*hand) if hand else []
    e = s.p2.hand(event)[0]
    game = s.build()
    game.apply(Action("play", e))
    return game, ids, held


def test_cr_8_1_3_4_one_replacement_covers_every_card_of_the_same_k_o():
    """Ruling on OP05-001: applied once, both Characters stay."""
    game, (guard, a, b), held = ko_all_in_p2s_turn(GUARD, vanilla("A", cost=3),
                                                   vanilla("B", cost=4),
                                                   hand=(vanilla("H1"), vanilla("H2")))
    expect_decision(game, P1, "confirm")               # asked once
    game.apply(Action("accept"))
    expect_decision(game, P1, "select")
    game.apply(Action("select", held[0]))
    expect_decision(game, P2, "main")
    st = game.state
    assert st.chars[P1] == [guard, a, b] and st.hand[P1] == [held[1]]


def test_cr_8_1_3_4_1_declined_once_it_is_declined_for_every_card():
    """Ruling on OP05-001: both K.O.'d, or neither."""
    game, (guard, a, b), held = ko_all_in_p2s_turn(GUARD, vanilla("A", cost=3),
                                                   vanilla("B", cost=4), hand=(vanilla("H1"),))
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P2, "main")
    st = game.state
    assert st.chars[P1] == [guard] and {a, b} <= set(st.trash[P1]) and st.hand[P1] == held


def test_cr_8_1_3_4_a_replacement_of_this_character_covers_no_other():
    """Ruling on OP12-027: each copy replaces its own K.O. only."""
    game, (x, y), held = ko_all_in_p2s_turn(SELF_GUARD, SELF_GUARD,
                                            hand=(vanilla("H1"), vanilla("H2")))
    expect_decision(game, P1, "confirm")               # asked for each copy
    game.apply(Action("accept"))
    answer(game, "select", Action("select", held[0]), P1)  # which of 2 hand cards
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))                       # the last card goes by itself
    expect_decision(game, P2, "main")
    assert game.state.chars[P1] == [x, y] and game.state.hand[P1] == []


def test_cr_8_1_3_4_5_a_rested_card_cannot_rest_instead():
    """Ruling on OP10-032 Q1."""
    game, (guard, a), _ = ko_all_in_p2s_turn((REST_GUARD,), vanilla("A", cost=3))
    expect_decision(game, P2, "main")                  # not offered
    assert a in game.state.trash[P1]


def test_cr_8_1_3_4_the_replacing_card_k_o_d_at_the_same_time_still_saves_the_other():
    """Ruling on OP10-032 Q2: the owner decides for every card before any
    moves; the replacing card, which its text does not cover, is K.O.'d."""
    guard = card_of("If your Character other than [Rest Guard] would be removed from the field "
                    "by your opponent's effect, you may rest this Character instead.",
                    name="Rest Guard", number="T-REST-GUARD-2", cost=3)
    game, (g, a), _ = ko_all_in_p2s_turn(guard, vanilla("A", cost=3))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    st = game.state
    assert g in st.trash[P1] and a in st.chars[P1]


def test_cr_8_1_3_4_removed_by_a_trash_effect_is_replaced_too():
    game, (guard, a), _ = ko_all_in_p2s_turn(REST_GUARD, vanilla("A", cost=3),
                                             event=TRASH_ALL)
    expect_decision(game, P2, "select")
    game.apply(Action("select", a))                    # the only target: the choice ends
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    st = game.state
    assert a in st.chars[P1] and st.rested[guard]


def test_cr_8_3_1_7_a_cost_replaced_by_would_leave_the_field_is_not_paid():
    """Ruling on OP05-100 Q2: the card stays, and the effect after the colon
    does not happen."""
    s = scenario()
    stay = s.p1.character(STAY)
    spare, e = s.p1.hand(vanilla("Spare"), RETURN_COST)
    s.p1.deck(*[vanilla("D")] * 4)
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P1, "confirm")               # "you may" return 1: Stay, the only one
    game.apply(Action("accept"))
    expect_decision(game, P1, "confirm")               # its replacement
    game.apply(Action("accept"))                       # trashes Spare, the only hand card
    expect_decision(game, P1, "main")
    st = game.state
    assert stay in st.chars[P1] and spare in st.trash[P1] and st.hand[P1] == []  # no draw


def test_cr_8_3_1_7_a_cost_whose_replacement_is_declined_is_paid():
    s = scenario()
    stay = s.p1.character(STAY)
    spare, e = s.p1.hand(vanilla("Spare"), RETURN_COST)
    s.p1.deck(*[vanilla("D")] * 4)
    game = s.build()
    game.apply(Action("play", e))
    game.apply(Action("accept"))                       # Stay is the only card to return
    expect_decision(game, P1, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, P1, "main")
    st = game.state
    assert stay in st.hand[P1] and spare in st.hand[P1] and len(st.hand[P1]) == 4   # drew 2


def test_cr_8_1_3_4_both_players_characters_k_o_d_together_the_owner_still_decides_first():
    """One effect K.O.s Characters of both players: the replacing card,
    K.O.'d too, still saves its owner's other Character."""
    ko_every = card_of("[Main] K.O. all Characters with a cost of 5 or less.",
                       category="Event", name="KO Every", number="T-KO-EVERY", cost=0)
    guard = card_of("If your Character other than [Rest Guard] would be removed from the field "
                    "by your opponent's effect, you may rest this Character instead.",
                    name="Rest Guard", number="T-REST-GUARD-2", cost=3)
    s = scenario(turn=4, turn_player=P2)
    g = s.p1.character(guard)
    a = s.p1.character(vanilla("A", cost=3))
    theirs = s.p2.character(vanilla("Theirs", cost=2))
    e = s.p2.hand(ko_every)[0]
    game = s.build()
    game.apply(Action("play", e))
    expect_decision(game, P1, "confirm")
    game.apply(Action("accept"))
    expect_decision(game, P2, "main")
    st = game.state
    assert a in st.chars[P1] and g in st.trash[P1] and theirs in st.trash[P2]
