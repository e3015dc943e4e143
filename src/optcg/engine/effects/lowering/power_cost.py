"""Lowering of power changes counted from other cards."""

from __future__ import annotations

from ..language import (
    SAME_AS_SELECTED,
    BasePowerSameAs,
    PowerPerCard,
    PowerPerDonRested,
    YouDid,
)
from .. import instructions as I
from .core import Builder, lowers


@lowers(PowerPerDonRested)
def power_per_don_rested(b: Builder, step: PowerPerDonRested) -> None:
    if b.last_slot < 0:
        raise ValueError("'for every DON!! card rested this way' with no rest before it")
    counted = b.last_slot
    at = b.placeholder()                    # patched below: no DON!!, no choice
    slot = b.target_slot(step.target)
    b.code.append(I.ActPerDon(step, slot, counted))
    b.code[at] = I.Unless(YouDid(), len(b.code), counted)


@lowers(PowerPerCard)
def power_per_card(b: Builder, step: PowerPerCard) -> None:
    # "for every card trashed" counts the
    # cards of the choice just before
    if b.last_slot < 0:
        raise ValueError("'for every card trashed' with no choice of cards before it")
    counted = b.last_slot
    slot = b.target_slot(step.target)
    b.code.append(I.ActPer(step, slot, counted))


@lowers(BasePowerSameAs)
def base_power_same_as(b: Builder, step: BasePowerSameAs) -> None:
    # the selected card's power (slot), or -1
    source = -1
    if step.source == SAME_AS_SELECTED:
        if "it" not in b.names:
            raise ValueError("'the selected Character' with no Select before it")
        source = b.names["it"]
    slot = b.target_slot(step.target)
    b.code.append(I.ActSame(step, slot, source))
