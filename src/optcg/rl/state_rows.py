"""The state part of a card table row (optcg.rl.layout: D_PRESENT to the
keywords, DYN floats): each card's row as printed, and the keyword floats
by keyword bits, both worked out once and copied by the encoder."""

from __future__ import annotations

from typing import Any, Final

from ..engine.constants import LEADER
from .layout import D_COST, D_KEYWORDS, D_MINE, D_POWER, D_PRESENT, KEYWORDS

# the keyword floats of a state row (from D_KEYWORDS on), by keyword bits,
# and how many bytes they take
KEYWORD_ROWS: dict[int, bytearray] = {}
KEYWORD_BYTES: Final = 4 * len(KEYWORDS)
_KEPT: Final = 4096     # the most keyword rows kept


def keyword_row(kws: int) -> bytearray:
    """The keyword floats' bytes for the keyword bits `kws` (kept in
    KEYWORD_ROWS for the next time)."""
    b = bytearray(KEYWORD_BYTES)
    o = memoryview(b).cast("f")
    for n, bit in enumerate(KEYWORDS):
        o[n] = 1.0 if kws & bit else 0.0
    o.release()
    if len(KEYWORD_ROWS) < _KEPT:
        KEYWORD_ROWS[kws] = b
    return b


def fill_printed_rows(plain: Any, defs: Any, owner: Any) -> None:
    """Write each card's state row as printed into `plain` (float32, shape
    (2, 2 * (len(defs) + 1), DYN), by observing player): off the field
    (rows 0..n) and as a Leader or Character (rows n+1..2n+1, with its
    printed keywords); row n of each half, no card's, stays zero."""
    n = len(defs)
    plain[:] = 0.0
    for c, d in enumerate(defs):
        for place in (c, n + 1 + c):
            row = plain[:, place]
            row[:, D_PRESENT] = 1.0
            row[owner[c], D_MINE] = 1.0
            if d.category != LEADER:        # a Leader has no cost
                row[:, D_COST] = d.cost / 10.0
            row[:, D_POWER] = d.power / 10000.0
        for k, bit in enumerate(KEYWORDS):
            if d.keywords & bit:
                plain[:, n + 1 + c, D_KEYWORDS + k] = 1.0
