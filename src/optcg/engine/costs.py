"""Paying for cards: the DON!! a card costs, and whether an Event can be used."""

from __future__ import annotations

from .effects.triggers import can_activate
from .state import GameState
from .stats import cost


def pay_don(st: GameState, p: int, amount: int) -> None:
    """Rest `amount` active DON!! in the cost area (CR 2-7-2)."""
    st.don_active[p] -= amount
    st.don_rested[p] += amount


def event_playable(st: GameState, i: int, ab: int, active: int) -> bool:
    """Whether Event i can be used now for its ability `ab` (-1: none): its
    cost and the ability's ① costs paid from `active` DON!!, the ability's
    conditions and other costs met."""
    if ab < 0:
        return False
    d = st.defs[i]
    a = d.abilities[ab]
    c = cost(st, i) if st.mods else d.cost
    if c + a.rest_don > active:
        return False
    if a.conditions or a.cost:
        return can_activate(st, i, st.owner[i], ab, spent=c)
    return True
