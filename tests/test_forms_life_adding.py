"""The card-text compiler, adding cards to Life: Characters of either
player, hand cards and revealed cards, face-up or face-down, at the top or
the bottom (the examples are in test_forms_life.py).
"""

from __future__ import annotations

import pytest
from test_card_compiler import (
    P1,
    P2,
    card_of,
    opts,
    play_from_hand,
    scenario,
    selects,
    vanilla,
)
from test_forms_life import ex, navy

from optcg import Action
from optcg.testing import expect_decision


# -- adding to Life ----------------------------------------------------------------------------

@pytest.mark.parametrize("end", ["top", "bottom"])
def test_opponent_character_to_their_life_face_up(end):
    s = scenario()
    s.p2.life(vanilla("L1"), vanilla("L2"))
    small = s.p2.character(vanilla("Small", cost=2), don=1)
    big = s.p2.character(vanilla("Big", cost=3))
    game, _c = play_from_hand(s, card_of(ex("opp_to_life")))
    expect_decision(game, P1, "select")
    assert opts(game) == selects(small)                   # the cost-3 one is excluded
    game.apply(Action("select", small))
    expect_decision(game, P1, "arrange")
    assert opts(game) == {Action("place_top", small), Action("place_bottom", small)}
    game.apply(Action(f"place_{end}", small))
    st = game.state
    life = st.life[P2]
    assert len(life) == 3 and (life[-1] if end == "top" else life[0]) == small
    assert st.face_up[small] and big in st.chars[P2]
    assert st.don[small] == 0 and st.don_rested[P2] == 1    # its DON!! go back (CR 6-5-5-4)
    assert game.view(P1).visible(small) and game.view(P2).visible(small)


def test_place_opponent_character_in_life():
    s = scenario()
    big = s.p2.character(vanilla("Big", cost=5))
    foe = s.p2.character(vanilla("Foe", cost=4))
    game, _c = play_from_hand(s, card_of(ex("place_opp"), category="Event"))
    assert opts(game) == selects(foe)
    game.apply(Action("select", foe))
    game.apply(Action("place_bottom", foe))
    assert game.state.life[P2] == [foe] and big in game.state.chars[P2]


def test_any_character_to_the_owners_life():
    s = scenario()
    mine = s.p1.character(vanilla("Mine", cost=1))
    theirs = s.p2.character(vanilla("Theirs", cost=1))
    s.p2.character(vanilla("Two", cost=2))
    game, _c = play_from_hand(s, card_of(ex("owner_top"), cost=2), cost=2)
    assert opts(game) >= selects(mine, theirs)
    game.apply(Action("select", theirs))
    st = game.state
    assert st.life[P2] == [theirs] and st.face_up[theirs]   # its owner's Life
    assert mine in st.chars[P1]


def test_own_character_to_life_face_down_and_top_or_bottom():
    s = scenario()
    s.p1.life(vanilla("L"))
    mine = s.p1.character(vanilla("Mine", cost=1))
    game, _c = play_from_hand(s, card_of(ex("own_face_down"), cost=3), cost=3)
    game.apply(Action("select", mine))
    st = game.state
    assert st.life[P1][-1] == mine and not st.face_up[mine]
    assert not game.view(P2).visible(mine)
    s = scenario()
    s.p1.life(vanilla("L"))
    sailor = s.p1.character(navy())
    s.p1.character(vanilla("Plain"))
    game, _c = play_from_hand(s, card_of(ex("own_plain")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    game.apply(Action("place_bottom", sailor))
    assert game.state.life[P1][0] == sailor and not game.state.face_up[sailor]


def test_hand_to_life():
    s = scenario()
    (kept,) = s.p1.hand(vanilla("Kept"))
    game, _c = play_from_hand(s, card_of(ex("hand_to_life")))
    assert opts(game) == selects(kept)
    game.apply(Action("select", kept))
    st = game.state
    assert st.life[P1] == [kept] and not st.face_up[kept] and st.hand[P1] == []


def test_hand_to_life_face_up_filters_the_type():
    s = scenario()
    sailor, pirate = s.p1.hand(navy(), vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("hand_face_up")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and st.face_up[sailor] and st.hand[P1] == [pirate]


def test_hand_event_to_life_face_down_top_or_bottom():
    s = scenario()
    s.p1.life(vanilla("L"))
    event = s.p1.hand(vanilla("Ev", category="Event"))[0]
    s.p1.hand(vanilla("Char"))
    game, _c = play_from_hand(s, card_of(ex("hand_face_down")))
    assert opts(game) == selects(event)
    game.apply(Action("select", event))
    game.apply(Action("place_bottom", event))
    assert game.state.life[P1][0] == event and not game.state.face_up[event]


def test_reveal_and_add_to_life():
    s = scenario()
    sailor, pirate = s.p1.hand(navy(), vanilla("Pirate"))
    game, _c = play_from_hand(s, card_of(ex("reveal_to_life")))
    assert opts(game) == selects(sailor)
    game.apply(Action("select", sailor))
    st = game.state
    assert st.life[P1] == [sailor] and not st.face_up[sailor] and st.hand[P1] == [pirate]
