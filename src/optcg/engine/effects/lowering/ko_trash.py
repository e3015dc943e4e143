"""Lowering of "you may trash N cards from the top of your deck"."""

from __future__ import annotations

from ..language import May, TrashFromDeck
from .. import instructions as I
from .core import Builder, lowers_may


@lowers_may(TrashFromDeck)
def may_trash_from_deck(b: Builder, step: May) -> bool:
    """All or none, the trashed cards fill a slot ("If you do")."""
    slot = b.new_slot()
    b.code.append(I.TrashInto(step, slot))
    b.last_slot = slot
    return True
