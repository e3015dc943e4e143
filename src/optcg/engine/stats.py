"""Computed card statistics: power, cost and keywords.

Stats are never edited in place (see DESIGN.md).  They are the printed
value, plus +1000 for each DON!! given during the owner's turn (CR 6-5-5-2),
plus the modifiers of continuous effects in `GameState.mods`.
"""

from __future__ import annotations

from .constants import (HAND, MOD_BASE_COST, MOD_BASE_POWER, MOD_COST, MOD_KEYWORD,
                        MOD_LOSE_KEYWORD, MOD_NEGATED, MOD_NO_PLAY_CHARACTER, MOD_POWER,
                        MOD_SET_COST)
from .state import GameState
from .effects import statics


def power(st: GameState, i: int) -> int:
    """Current power; it may be negative (CR 1-3-6-1)."""
    p = st.defs[i].power
    given = st.don[i]
    if given and st.owner[i] == st.turn_player:
        p += 1000 * given                            # CR 6-5-5-2
    base = None
    for m in st.mods:
        if m.card == i:
            kind = m.kind
            if kind == MOD_POWER:
                p += m.value
            elif kind == MOD_BASE_POWER and (base is None or m.value > base):
                base = m.value                       # CR 4-9-2-1: the highest wins
    if base is not None:
        p += base - st.defs[i].power
    if st.field_statics:
        p += statics.static_power(st, i)
    return p


def cost(st: GameState, i: int, raw: bool = False) -> int:
    """Current cost.  Changes may take it below 0 inside a calculation (CR
    1-3-6-2-1: `raw=True`); outside one it is never below 0 (CR 1-3-6-2)."""
    c = st.defs[i].cost
    base = None
    start = None                                     # "set the cost to N": the latest
    for m in st.mods:
        if m.card == i:
            if m.kind == MOD_COST:
                c += m.value
            elif m.kind == MOD_BASE_COST and (base is None or m.value > base):
                base = m.value                       # CR 4-9-2-2
            elif m.kind == MOD_SET_COST:
                start = m.value
    if start is not None:
        c += start - st.defs[i].cost
    elif base is not None:
        c += base - st.defs[i].cost
    if st.field_statics:
        c += statics.static_cost(st, i)             # "gains +N cost"
    if st.area[i] == HAND and st.defs[i].statics:
        c += statics.hand_cost(st, i)               # "give this card in your hand −N cost"
    return c if raw or c > 0 else 0


def keywords(st: GameState, i: int) -> int:
    """Bit set of the keyword effects card i has now (constants.RUSH, ...).

    A card whose effects are negated loses its printed keywords but keeps
    those other effects give it (CR 8-2-4)."""
    k = st.defs[i].keywords
    lost = 0
    if st.mods:
        for m in st.mods:
            if m.card == i:
                kind = m.kind
                if kind == MOD_KEYWORD:
                    k |= m.value
                elif kind == MOD_NEGATED:
                    k &= ~st.defs[i].keywords
                elif kind == MOD_LOSE_KEYWORD:
                    lost |= m.value
    if st.field_statics:
        k |= statics.static_keywords(st, i)
    return k & ~lost


def has_mod(st: GameState, i: int, kind: int) -> bool:
    for m in st.mods:
        if m.card == i and m.kind == kind:
            return True
    return False


def negated(st: GameState, i: int) -> bool:
    """Whether card i's effects are invalid now (CR 8-2-1)."""
    return bool(st.mods) and has_mod(st, i, MOD_NEGATED)


def has_keyword(st: GameState, i: int, bit: int) -> bool:
    return bool(keywords(st, i) & bit)


# -- base values (CR 4-9) ----------------------------------------

def base_power(st: GameState, i: int) -> int:
    """The printed power, or the highest "base power becomes N" (CR 4-9-2-1)."""
    p = st.defs[i].power
    base = None
    for m in st.mods:
        if m.card == i and m.kind == MOD_BASE_POWER and (base is None or m.value > base):
            base = m.value
    if st.field_statics:                          # "[Opponent's Turn] ... base power becomes N"
        fixed = statics.static_base_power(st, i)
        if fixed >= 0 and (base is None or fixed > base):
            return fixed
    return p if base is None else base


def base_cost(st: GameState, i: int) -> int:
    """The printed cost, or the highest "base cost becomes N" (CR 4-9-2-2)."""
    c = st.defs[i].cost
    base = None
    for m in st.mods:
        if m.card == i and m.kind == MOD_BASE_COST and (base is None or m.value > base):
            base = m.value
    return c if base is None else base


def counter(st: GameState, i: int) -> int:
    """Card i's Counter value (CR 7-1-3-2-1): printed, or as a permanent
    effect sets it for the cards of the hand."""
    c = st.defs[i].counter
    if st.field_statics and st.area[i] == HAND:
        fixed = statics.static_counter(st, i)
        if fixed >= 0:
            return fixed
    return c


def cannot_play_characters(st: GameState, p: int, i: int) -> bool:
    """An effect stops player p playing Character card i (all
    of them, or those whose base cost is at least the mod's value)."""
    return bool(st.mods) and any(m.kind == MOD_NO_PLAY_CHARACTER and m.player == p
                                 and st.defs[i].cost >= m.value for m in st.mods)
