"""Lowering of steps kept for later: at the end of the turn or the battle."""

from __future__ import annotations

from ..language import AtEndOfBattle, AtEndOfTurn
from .core import Builder, lowers


@lowers(AtEndOfTurn, AtEndOfBattle)
def delayed(b: Builder, step) -> None:
    """The steps, jumped over now and run from "delay" to "stop" later."""
    at = b.placeholder()
    b.steps(step.steps)
    b.code.append(("stop",))
    kind = "delay" if isinstance(step, AtEndOfTurn) else "delay_battle"
    b.code[at] = (kind, len(b.code))
