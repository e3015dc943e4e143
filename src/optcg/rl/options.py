"""The option list: the legal answers to the open decision as a padded table.

One row per legal option, in the engine's order (`Game.legal_actions()`),
for policies that score options one by one (pointer networks): this covers
every decision kind, the choices of N cards (one row per card, then "choose
no more"), the order of simultaneous effects and the arranging of cards.
Each row holds the option's kind, the cards it names (their references and
facts, zero where the player may not see them), its number or ability, the
effect step it belongs to and its id in the fixed action space.
docs/rl/actions.md lists the columns.  Where optcg.rl._options_c is built
(and OPTCG_PURE is not set) the table is written in C, to the same bytes
(tests/test_rl_options_c.py).
"""

from __future__ import annotations

import importlib
import sys
from array import array
from typing import Any, Final

import numpy as np  # type: ignore[import-not-found, unused-ignore]

from ..engine.constants import ActionKind
from ..engine.state import GameState
from ..native import SourceFinder, pure_requested
from .actions import (ABILITY_SLOTS, REFS, ActionSpaceError, action_id, card_ref, known_refs,
                      legal_ids)
from .cards import FACTS

ACTION_KINDS: Final = tuple(v for k, v in vars(ActionKind).items()
                            if k.isupper() and isinstance(v, str))
# kinds whose `target` is a card (the rest: an ability, a number or nothing)
_TARGET_IS_CARD: Final = frozenset((ActionKind.ATTACK, ActionKind.USE_COUNTER, ActionKind.PLAY,
                                    ActionKind.GIVE_DON))
_TARGET_IS_ABILITY: Final = frozenset((ActionKind.ACTIVATE, ActionKind.RESOLVE_EFFECT))
_KIND: Final = {k: n for n, k in enumerate(ACTION_KINDS)}

# Columns of a row.
C_KIND: Final = 0                               # one-hot, ACTION_KINDS
C_CARD_REF: Final = C_KIND + len(ACTION_KINDS)  # (card ref + 1) / REFS, 0: none or hidden
C_TARGET_REF: Final = C_CARD_REF + 1            # the same for a target card
C_NUMBER: Final = C_TARGET_REF + 1              # a number, a position or 1 active / 0 rested, / 10
C_ABILITY: Final = C_NUMBER + 1                 # the ability, one-hot (4)
C_STEP: Final = C_ABILITY + ABILITY_SLOTS       # the purpose's step index + 1, / 5
C_CARD_FACTS: Final = C_STEP + 1                # facts of the card (FACTS)
C_TARGET_FACTS: Final = C_CARD_FACTS + FACTS    # facts of the target card (FACTS)
OPTION_FEATURES: Final = C_TARGET_FACTS + FACTS


class OptionOverflowError(ValueError):
    """More legal options than the table has rows."""


def _static_row(facts: Any, kind: str, card: int, target: int) -> Any:
    """The part of an option's row that depends on the action alone (its
    kind, ability or number, and its cards' facts as if visible), as a
    float32 memoryview of OPTION_FEATURES items."""
    row = np.zeros(OPTION_FEATURES, dtype=np.float32)
    row[C_KIND + _KIND[kind]] = 1.0
    if card >= 0:
        row[C_CARD_FACTS:C_CARD_FACTS + FACTS] = facts[card]
    if kind in _TARGET_IS_CARD:
        if target >= 0:
            row[C_TARGET_FACTS:C_TARGET_FACTS + FACTS] = facts[target]
    elif kind in _TARGET_IS_ABILITY:
        if 0 <= target < ABILITY_SLOTS:
            row[C_ABILITY + target] = 1.0
    elif target >= 0:
        row[C_NUMBER] = target / 10.0
    return memoryview(row)


def option_ids(st: GameState, player: int, options: Any,
               refs: dict[int, int] | None = None) -> list[int]:
    """Each option's fixed id, in order, and -1 for an option that the fixed
    action space cannot name (a card beyond its slots, such as a 21st card
    in hand: the rules set no hand limit), so that the option list answers
    every position where the fixed ids raise ActionSpaceError."""
    try:
        return list(legal_ids(st, player, options, refs))
    except ActionSpaceError:
        pass
    out: list[int] = []
    for a in options:
        try:
            out.append(action_id(st, player, a))
        except ActionSpaceError:
            out.append(-1)
    return out


_ZERO_FACTS: Final = memoryview(np.zeros(FACTS, dtype=np.float32))


def option_table(st: GameState, player: int, options: Any, ids: Any, facts: Any,
                 step: int, rows: int, cache: dict[Any, Any] | None = None,
                 refs_known: dict[int, int] | None = None,
                 native: bool = True) -> tuple[Any, Any, Any, Any]:
    """(features float32[rows, OPTION_FEATURES], mask int8[rows], fixed action
    ids int64[rows] (-1 padding), card refs int64[rows, 2] (card, target;
    -1 none or hidden)) of the options of `player`'s decision.  `ids` are the
    options' fixed ids in order, `facts` the game's fact table (encoder),
    `step` the purpose's step index.  `cache` keeps each action's row
    without its references and step for the Python writer (it must go
    with `facts`: the encoder's `option_rows`); `refs_known` card
    references already looked up in this position (known_refs), added to
    as cards are met.  native=False: written in Python even where the C
    writer is built.  Both writers hand out arrays they keep, and write
    them again only once nothing else refers to any of them."""
    n = len(options)
    if n > rows:
        raise OptionOverflowError(f"the decision has {n} legal options and the option table "
                                  f"{rows} rows: make the environment with max_options >= {n}")
    known = refs_known if refs_known is not None else known_refs(st, player)
    c_table = _NATIVE
    if c_table is not None and native:
        # arrays that nothing else holds any more are written again there
        arrays: tuple[Any, Any, Any, Any] = c_table.write_options(
            rows, options, ids, facts, step, known, card_ref, st, player)
        return arrays
    s = _free_tables(rows)
    width = OPTION_FEATURES
    f = s.f
    refs = s.refs_view
    pad = n if n > s.used else s.used
    zeros = s.zeros
    if pad < rows and not s.table_bytes.startswith(zeros[pad], pad * width * 4):
        # its last holder wrote into the padding: zeroed again
        f[pad * width:] = zeros[pad]
    if s.used > n:
        f[n * width:s.used * width] = zeros[rows - s.used + n]
    s.used = n
    s.mask_view[:] = s.masks[n]
    s.ids_view[:n] = array("q", ids)
    s.ids_view[n:] = s.minus[n:rows]
    refs[:] = s.minus
    rows_of: dict[Any, Any] = cache if cache is not None else {}
    at_step = (step + 1) / 5.0
    at = 0
    for k in range(n):
        a = options[k]
        row = rows_of.get(a)
        kind, card, target = a
        if row is None:
            row = rows_of[a] = _static_row(facts, kind, card, target)
        f[at:at + width] = row
        f[at + C_STEP] = at_step
        if card >= 0:
            ref = known.get(card)
            if ref is None:
                ref = known[card] = card_ref(st, player, card)
            if ref >= 0:
                refs[2 * k] = ref
                f[at + C_CARD_REF] = (ref + 1) / REFS
            elif ref == -1:     # hidden from the player: no facts either (-2: seen, no slot)
                f[at + C_CARD_FACTS:at + C_CARD_FACTS + FACTS] = _ZERO_FACTS
        if target >= 0 and kind in _TARGET_IS_CARD:
            ref = known.get(target)
            if ref is None:
                ref = known[target] = card_ref(st, player, target)
            if ref >= 0:
                refs[2 * k + 1] = ref
                f[at + C_TARGET_REF] = (ref + 1) / REFS
            elif ref == -1:
                f[at + C_TARGET_FACTS:at + C_TARGET_FACTS + FACTS] = _ZERO_FACTS
        at += width
    # views, so that what a caller does to the shape or flags of its arrays
    # stays with them (the set's own arrays are never handed out)
    return s.table2.view(), s.mask.view(), s.ids.view(), s.refs2.view()


class _Tables:
    """The buffers of an option table of `rows` rows, kept to be written again
    (making and zero-filling 108 KB at every step cost more than writing the
    table): NumPy arrays over them, through which every view handed out
    refers to the set, and memoryviews the writer writes through."""

    __slots__ = ("rows", "table_bytes", "f", "table", "table2", "mask_view", "mask", "masks",
                 "ids_q", "ids_view", "ids", "refs_q", "refs_view", "refs", "refs2", "minus",
                 "zeros", "used", "free")

    def __init__(self, rows: int) -> None:
        self.rows = rows
        self.table_bytes = bytearray(rows * OPTION_FEATURES * 4)
        self.f: Any = memoryview(self.table_bytes).cast("f")
        self.table: Any = np.frombuffer(self.table_bytes, dtype=np.float32)
        self.table2: Any = self.table.reshape(rows, OPTION_FEATURES)
        mask_bytes = bytearray(rows)
        self.mask_view = memoryview(mask_bytes)
        self.mask: Any = np.frombuffer(mask_bytes, dtype=np.int8)
        ones = memoryview(b"\x01" * rows + b"\x00" * rows)
        self.masks = [ones[rows - k:2 * rows - k] for k in range(rows + 1)]   # of k options
        self.minus = memoryview(_MINUS_ONE * (2 * rows))
        # zeros[k]: as many zeros as rows k to the end hold
        zeros = _zeros(rows)
        self.zeros = [zeros[k * OPTION_FEATURES:] for k in range(rows + 1)]
        self.ids_q = _MINUS_ONE * rows
        self.ids_view = memoryview(self.ids_q)
        self.ids: Any = np.frombuffer(self.ids_q, dtype=np.int64)
        self.refs_q = _MINUS_ONE * (2 * rows)
        self.refs_view = memoryview(self.refs_q)
        self.refs: Any = np.frombuffer(self.refs_q, dtype=np.int64)
        self.refs2: Any = self.refs.reshape(rows, 2)
        self.used = 0           # the rows written last time: the rest is zero padding
        self.free = 0           # holders() when nothing outside holds the set

    def holders(self) -> int:
        """The references to the set's arrays: a view of them, or of a view,
        holds one of them (NumPy's views refer to the array that holds the
        buffer)."""
        count = _REFCOUNT
        return count(self.table) + count(self.mask) + count(self.ids) + count(self.refs)


_REFCOUNT: Final = sys.getrefcount
_POOL_SLOTS: Final = 4
_POOL: Final[list[_Tables]] = []
_ZEROS: Final[dict[int, Any]] = {}


def _free_tables(rows: int) -> _Tables:
    """A set of `rows` rows that nothing outside the pool holds, or a new one
    put in the pool (in place of the oldest when the pool is full): a table
    a caller keeps is never written over."""
    for s in _POOL:
        if s.rows == rows and s.holders() == s.free:
            return s
    s = _Tables(rows)
    s.free = s.holders()
    if len(_POOL) < _POOL_SLOTS:
        _POOL.append(s)
    else:
        del _POOL[0]
        _POOL.append(s)
    return s


def _zeros(rows: int) -> Any:
    """A float32 memoryview of zeros as long as a table of `rows` rows."""
    z = _ZEROS.get(rows)
    if z is None:
        z = _ZEROS[rows] = memoryview(bytes(rows * OPTION_FEATURES * 4)).cast("f")
    return z


_MINUS_ONE: Final = array("q", [-1])    # repeated: the padding of ids and references


def _load_native() -> Any:
    """optcg.rl._options_c, told the table's columns, or None where it is
    not built or the pure-Python writer is asked for (OPTCG_PURE=1)."""
    if pure_requested() or any(isinstance(f, SourceFinder) for f in sys.meta_path):
        return None
    try:
        module: Any = importlib.import_module("optcg.rl._options_c")
    except ImportError:
        return None
    # each kind's one-hot column * 4 + what its target is: 0 a number, 1 a card, 2 an ability
    kinds = {k: 4 * (C_KIND + n) + (1 if k in _TARGET_IS_CARD else 2 if k in _TARGET_IS_ABILITY
                                    else 0)
             for n, k in enumerate(ACTION_KINDS)}
    module.configure_options((OPTION_FEATURES, FACTS, REFS, ABILITY_SLOTS, C_CARD_REF,
                              C_TARGET_REF, C_NUMBER, C_ABILITY, C_STEP, C_CARD_FACTS,
                              C_TARGET_FACTS), kinds, _new_arrays)
    return module


def _new_arrays(rows: int) -> tuple[Any, Any, Any, Any]:
    """The four arrays of an option table, not initialised (the C writer
    writes every byte)."""
    return (np.empty((rows, OPTION_FEATURES), dtype=np.float32), np.empty(rows, dtype=np.int8),
            np.empty(rows, dtype=np.int64), np.empty((rows, 2), dtype=np.int64))


_NATIVE: Final[Any] = _load_native()
