"""Lowering of an explicit Select: a named choice later steps refer to."""

from __future__ import annotations

from ..language import Both, Select
from .. import instructions as I
from .core import Builder, lowers


@lowers(Select)
def select(b: Builder, step: Select) -> None:
    if isinstance(step.target, Both):
        # "select your Leader and 1 Character": two choices in one slot
        slot = b.target_slot(step.target)
        b.names[step.name] = slot
        b.selected_it = b.selected_it or step.name == "it"
        return
    slot = b.new_slot(step.name)
    b.selected_it = b.selected_it or step.name == "it"
    b.code.append(I.Select(slot, step.target))
