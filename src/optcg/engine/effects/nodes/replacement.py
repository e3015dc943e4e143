"""Replacement effects (CR 8-1-3-4): what happens instead of a K.O. or a draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final


if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class WouldBeKOd:
    """The condition of a replacement effect for its owner's other cards:
    "If your <cards> would be K.O.'d, ... instead" (CR 8-1-3-4): the card
    about to be K.O.'d matches `cards` (checked where the K.O. happens)."""

    cards: Cards


@dataclass(frozen=True)
class ChooseInstead:
    """"Choose <target> and K.O. it. If <condition>, choose <instead>
    instead of <replaced>": the K.O. applies to a choice among `instead`
    when the condition holds as the effect resolves, among `target`
    otherwise.  `replaced` is the description the text names after "instead
    of" (the target's, whoever owns it).  `either`: when the condition
    holds, the choice is among `instead` and `target` both ("K.O. up to 1 of
    ... If ..., you may select your opponent's Character with a cost of 6 or
    less instead"), not among `instead` alone."""

    target: Any
    condition: Any
    instead: Any
    replaced: Cards | None = None        # None when the text names no description
    either: bool = False


@dataclass(frozen=True)
class DrawInstead:
    """"draw 1 card. If <condition>, you may <alternative> instead of
    drawing 1 card": when the condition holds the player chooses the
    alternative or the draw (official ruling on OP04-040: the draw may
    still be chosen), otherwise they draw.  `alternative`: one step, as a
    1-tuple."""

    count: int
    condition: Any
    alternative: tuple


# the name of the card a replacement effect's steps call "that Character"
# (Selected(REPLACED)): the card about to be K.O.'d
REPLACED: Final = "replaced"
