"""How decision descriptions and error messages name players and cards.

The game's log is not written here: the engine records typed events
(`events/`) and the text layer (`optcg.text`) words them.
"""

from __future__ import annotations

from .state import GameState


def player_name(p: int) -> str:
    return f"P{p + 1}"


def card_name(st: GameState, i: int) -> str:
    d = st.defs[i]
    return f"{d.name} ({d.number})"
