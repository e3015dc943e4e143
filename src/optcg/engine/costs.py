"""Paying for cards: the DON!! a card costs, and whether an Event can be used."""

from __future__ import annotations

from .effects import language as L
from .effects.triggers import can_activate
from .state import GameState
from .stats import cost


def pay_don(st: GameState, p: int, amount: int) -> None:
    """Rest `amount` active DON!! in the cost area (CR 2-7-2)."""
    st.don_active[p] -= amount
    st.don_rested[p] += amount


def event_playable(st: GameState, i: int, timing: str, active: int) -> int:
    """The index of an Event's `timing` ability if the card can be used now
    (its cost and the ability's ① costs paid from `active` DON!!), else -1."""
    idxs = st.defs[i].by_timing.get(timing)
    if not idxs:
        return -1
    ab = idxs[0]
    a = st.defs[i].abilities[ab]
    extra = sum(c.count for c in a.cost if type(c) is L.RestDon)
    if cost(st, i) + extra > active:
        return -1
    if (a.conditions or a.cost) and not can_activate(st, i, st.owner[i], ab,
                                                     spent=cost(st, i)):
        return -1
    return ab

