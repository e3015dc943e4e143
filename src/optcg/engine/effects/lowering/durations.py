"""Lowering of steps kept for later: at the end of the turn or the battle."""

from __future__ import annotations

from ..language import AtEndOfBattle, AtEndOfTurn
from .. import instructions as I
from .core import Builder, lowers


@lowers(AtEndOfTurn, AtEndOfBattle)
def delayed(b: Builder, step) -> None:
    """The steps, jumped over now and run from "delay" to "stop" later."""
    at = b.placeholder()
    b.steps(step.steps)
    b.code.append(I.Stop())
    b.code[at] = I.Delay(len(b.code)) if isinstance(step, AtEndOfTurn) else I.DelayBattle(len(b.code))
