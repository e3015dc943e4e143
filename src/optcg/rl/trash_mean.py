"""The mean facts of a trash, kept up to date as it grows (the pure
encoder's; the C encoder works them out itself).

Both observing players see the same trash, so one TrashMean per owner
serves both.  The sum of the cards' fact rows is kept: cards put on top are
added to it in the order NumPy's mean adds them (row by row, in float32),
so the mean is the same to the bit as one worked out from scratch."""

from __future__ import annotations

from typing import Any

import numpy as np  # type: ignore[import-not-found, unused-ignore]

from .cards import FACTS


class TrashMean:
    """One player's trash as last worked out: its cards, the sum of their
    fact rows and the mean's bytes (and a float32 view of them)."""

    __slots__ = ("cards", "total", "mean", "view")

    def __init__(self) -> None:
        self.cards: list[int] | None = None
        self.total: Any = np.zeros(FACTS, dtype=np.float32)
        self.mean = bytearray(4 * FACTS)
        self.view: Any = np.frombuffer(self.mean, dtype=np.float32)

    def update(self, trash: list[int], facts: Any, rows: list[Any]) -> list[int]:
        """Work out the mean of `trash` (not empty) where it differs from
        the one kept: `facts` is the game's fact table, `rows` its rows as
        views.  Returns the card list kept, never changed in place (the
        observing players share it)."""
        was = self.cards
        if was is not None and trash == was:
            return was
        kept = self.cards = trash[:]
        total = self.total
        n = len(was) if was is not None else -1
        if 0 <= n < len(trash) and trash[:n] == was:
            add = np.add
            for c in trash[n:]:
                add(total, rows[c], total)      # (out given by position: a shorter call)
        else:
            np.add.reduce(facts[trash], axis=0, out=total)
        # divided by an array of the count: the same float32 quotients as
        # dividing by the int, in a call that converts no scalar
        count = len(trash)
        while len(_COUNTS) <= count:
            _COUNTS.append(np.full(FACTS, len(_COUNTS), dtype=np.float32))
        np.divide(total, _COUNTS[count], self.view)
        return kept


# _COUNTS[n]: n in each of FACTS float32s (grown as trashes grow)
_COUNTS: list[Any] = []
