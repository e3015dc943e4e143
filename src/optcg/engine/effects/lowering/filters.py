"""Lowering of an explicit Select: a named choice later steps refer to."""

from __future__ import annotations

from ..language import Select
from .. import instructions as I
from .core import Builder, lowers


@lowers(Select)
def select(b: Builder, step: Select) -> None:
    slot = b.new_slot(step.name)
    b.selected_it = b.selected_it or step.name == "it"
    b.code.append(I.Select(slot, step.target))
