"""Moving cards between areas, with what every move implies.

- A card leaving the Character or Stage area becomes a new card: effects on
  it end, it is no longer rested and its history is forgotten (CR 3-1-6).
- DON!! given to a card that moves are returned to the cost area rested
  (CR 6-5-5-4).
"""

from __future__ import annotations

from typing import Final

from .constants import (CHARACTER_AREA, DECK, HAND, LEADER_AREA, LIFE, NOWHERE,
                        STAGE_AREA, TRASH)
from . import events as E
from .state import GameState

# The most frequent events are recorded raw (events/deferred.py), built only
# when the log is read; Final, so that the native build reads them from C statics.
_DON_RETURNED: Final = E.DonReturned


def area_list(st: GameState, player: int, area: int) -> list | None:
    """The list that holds `player`'s cards of `area` (None for no list)."""
    if area == HAND:
        return st.hand[player]
    if area == DECK:
        return st.deck[player]
    if area == TRASH:
        return st.trash[player]
    if area == CHARACTER_AREA:
        return st.chars[player]
    if area == LIFE:
        return st.life[player]
    if area == STAGE_AREA:
        return st.stage[player]
    return None


def detach(st: GameState, i: int) -> None:
    """Take card `i` out of its area, ending what was attached to it there."""
    area = st.area[i]
    owner = st.owner[i]
    lst = area_list(st, owner, area)
    if lst is not None:
        lst.remove(i)
    if area == LIFE:
        st.face_up[i] = False                        # CR 3-10-2-1: only in Life
    elif area == CHARACTER_AREA or area == STAGE_AREA:
        if st.defs[i].statics:
            st.field_statics.remove(i)
        given = st.don[i]
        if given:
            st.don[i] = 0
            st.don_rested[owner] += given           # CR 6-5-5-4
            if st.log is not None:
                st.log.append((_DON_RETURNED, st.turn, "6-5-5-4", owner, given, "given", i,
                               False))
        st.rested[i] = False
        st.played_turn[i] = -1
        if st.mods:
            st.mods = [m for m in st.mods if m.card != i]   # CR 3-1-6
    st.incarnation[i] += 1                           # CR 3-1-6: a new card
    st.area[i] = NOWHERE


def put(st: GameState, i: int, area: int, bottom: bool = False) -> None:
    """Place card `i` (currently in no area) into its owner's `area`."""
    lst = area_list(st, st.owner[i], area)
    assert lst is not None, f"no list for area {area}"
    if bottom:
        lst.insert(0, i)
    else:
        lst.append(i)
    st.area[i] = area
    if (area == CHARACTER_AREA or area == STAGE_AREA) and st.defs[i].statics:
        st.field_statics.append(i)


def move(st: GameState, i: int, area: int, bottom: bool = False) -> None:
    detach(st, i)
    put(st, i, area, bottom)


def draw(st: GameState, player: int, n: int = 1) -> int:
    """Draw up to n cards (CR 4-5); returns how many were drawn."""
    deck = st.deck[player]
    hand = st.hand[player]
    drawn = 0
    for _ in range(n):
        if not deck:
            break
        i = deck.pop()
        st.incarnation[i] += 1
        st.area[i] = HAND
        hand.append(i)
        drawn += 1
    return drawn


def on_field(st: GameState, i: int) -> bool:
    a = st.area[i]
    return a == CHARACTER_AREA or a == LEADER_AREA or a == STAGE_AREA
