"""The seam where card effects plug into the core.

A card's script (CardDef.script) may offer effects at the timings the core
already knows: `start_of_game` (CR 5-2-1-5-1) and `trigger` (CR 10-1-5).
An effect here is a Python callable `effect(state, card, player)`; the
declarative effect language of the effects runtime compiles to the same
entry points.
"""

from __future__ import annotations

from .state import GameState


def script_effect(st: GameState, i: int, timing: str):
    script = st.defs[i].script
    if script is None:
        return None
    return getattr(script, timing, None)


def has_trigger_effect(st: GameState, i: int) -> bool:
    return script_effect(st, i, "trigger") is not None


def resolve(st: GameState, effect, card: int, player: int) -> None:
    effect(st, card, player)
