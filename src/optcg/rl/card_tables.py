"""The tables of one game's cards, built once and shared by every encoder of
the same cards.

What an encoder reads about the cards (each card's facts and stable id, its
printed state rows, the parts of the observation it keeps by key) depends
only on the game's CardDefs in instance-id order and, for the printed rows,
on who owns each card.  Every game of one deck pair has the same CardDef
objects in the same order (setup.new_state follows the deck lists), so the
games of a batched environment, each with its own encoder, read one copy of
these tables instead of one each (150 KB a game for two starter decks: 16
copies would not fit a 1 MB L2 cache).  Nothing writes a table once it is
built (its NumPy arrays are read-only); the caches grow as games meet new
keys, and what they hold is the same whichever game worked it out.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np  # type: ignore[import-not-found, unused-ignore]

from ..engine.carddef import STATIC_HAND_COST
from .cards import game_tables
from .layout import DYN
from .state_rows import fill_printed_rows


# the printed state rows of one list of owners: the array, its rows as bytes
# by observing player (C) and as bytearrays (Python)
Printed = tuple[Any, tuple[list[bytes], list[bytes]], tuple[list[bytearray], list[bytearray]]]


class CardTables:
    """The tables of one list of cards (`defs`, by instance id), as bytes
    for the C encoder (`c_rows`) or as bytearrays and row views for the
    Python one, and the caches that go with those cards."""

    __slots__ = ("defs", "c_rows", "facts", "ids", "ids_list", "powers", "hand_costs",
                 "hand_cost_flags", "fact_rows", "fact_arrays", "fact_views", "blank",
                 "option_rows", "heads", "asks", "touched_of", "_printed")

    def __init__(self, defs: Any, c_rows: bool) -> None:
        # kept: the cache's key names these objects by their ids
        self.defs = tuple(defs)
        self.c_rows = c_rows
        n = len(defs)
        self.powers: list[int] = [d.power for d in defs] + [0]
        facts, ids = game_tables(defs)
        facts.flags.writeable = False
        ids.flags.writeable = False
        self.facts: Any = facts
        self.ids: Any = ids
        self.ids_list: list[int] = ids.tolist()
        # the cards that may change their own cost in the hand, as a set and
        # as a byte per card (the C rows)
        self.hand_costs = frozenset(c for c, d in enumerate(defs)
                                    if d.statics and d.statics_by_kind[STATIC_HAND_COST])
        self.hand_cost_flags = bytes(c in self.hand_costs for c in range(n + 1))
        # each row as bytes (C), or as a bytearray, which a bytearray's slice
        # takes without the copy it makes of bytes, and a row view (Python)
        self.fact_rows: list[bytes] = [row.tobytes() for row in facts] if c_rows else []
        self.fact_arrays: list[bytearray] = [] if c_rows else \
            [bytearray(row.tobytes()) for row in facts]
        self.fact_views: list[Any] = [] if c_rows else list(facts)
        # the printed state rows before any owners are known: all zero
        blank = np.zeros((2, 2 * (n + 1), DYN), dtype=np.float32)
        blank.flags.writeable = False
        self.blank: Any = blank
        # the encoder's caches of these cards (Encoder.__init__ names them)
        self.option_rows: dict[Any, Any] = {}
        self.heads: dict[tuple, bytearray] = {}
        self.asks: dict[tuple, bytearray] = {}
        self.touched_of: dict[tuple[int, ...], tuple[dict, dict]] = {}
        self._printed: dict[tuple[int, ...], Printed] = {}

    def printed(self, owner: Any) -> Printed:
        """The printed state rows for the cards' owners `owner`: the array
        (Encoder.plain: by observing player, each card off the field and as
        a Leader or Character), its rows as bytes by observing player (C)
        and as bytearrays (Python); ([], []) for the kind not built."""
        key = tuple(owner)
        got = self._printed.get(key)
        if got is None:
            defs = self.defs
            plain = np.zeros((2, 2 * (len(defs) + 1), DYN), dtype=np.float32)
            fill_printed_rows(plain, defs, owner)
            plain.flags.writeable = False
            rows_of: tuple[list[bytes], list[bytes]] = ([], [])
            arrays_of: tuple[list[bytearray], list[bytearray]] = ([], [])
            if self.c_rows:
                rows_of = ([row.tobytes() for row in plain[0]],
                           [row.tobytes() for row in plain[1]])
            else:
                arrays_of = ([bytearray(row.tobytes()) for row in plain[0]],
                             [bytearray(row.tobytes()) for row in plain[1]])
            got = self._printed[key] = (plain, rows_of, arrays_of)
        return got


def card_tables(defs: Any, c_rows: bool) -> CardTables:
    """The tables of the cards `defs` (a game's CardDefs by instance id), for
    the C encoder's rows or the Python one's: the same object for the same
    CardDefs in the same order, built the first time."""
    key = (c_rows, *map(id, defs))
    got = _TABLES.get(key)
    if got is None:
        if len(_TABLES) >= _KEPT:
            # the oldest is dropped: its encoders keep their reference
            del _TABLES[next(iter(_TABLES))]
        got = _TABLES[key] = CardTables(defs, c_rows)
    return got


# the tables by (c_rows, the id of each CardDef); each entry holds its
# CardDefs, so no id in a key can name another object while it is kept
_TABLES: Final[dict[tuple, CardTables]] = {}
_KEPT: Final = 64       # the most lists of cards kept (a deck pool's pairs)
