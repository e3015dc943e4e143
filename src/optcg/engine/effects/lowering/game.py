"""Lowering of changing the target of an attack."""

from __future__ import annotations

from ..language import ChangeAttackTarget, Choose, Every, exactly
from .core import Builder, lowers


@lowers(ChangeAttackTarget)
def change_attack_target(b: Builder, step: ChangeAttackTarget) -> None:
    target = step.target
    if isinstance(target, Every):
        # "to your [Name]": one card, the player's pick
        target = Choose(target.cards, exactly(1))
    b.act(step, target)
