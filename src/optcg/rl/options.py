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

import struct
import sys
from array import array
from typing import Any, Final

import numpy as np  # type: ignore[import-not-found, unused-ignore]

from ..engine.constants import ActionKind
from ..engine.state import GameState
from ..native import c_extension
from .actions import (ABILITY_SLOTS, REFS, SINGLES, ActionSpaceError, action_id, card_ref,
                      known_refs, legal_ids)
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


def option_id(st: GameState, player: int, action: Any) -> int:
    """The fixed id of one option, or -1 where the fixed action space cannot
    name it (a card beyond its slots, such as a 21st card in hand: the rules
    set no hand limit)."""
    try:
        return action_id(st, player, action)
    except ActionSpaceError:
        return -1


def option_ids(st: GameState, player: int, options: Any,
               refs: dict[int, int] | None = None) -> list[int]:
    """Each option's fixed id, in order, and -1 for an option that the fixed
    action space cannot name, so that the option list answers every position
    where the fixed ids raise ActionSpaceError (option_table finds the same
    ids itself when given none)."""
    try:
        return list(legal_ids(st, player, options, refs))
    except ActionSpaceError:
        return [option_id(st, player, a) for a in options]


_ROW_BYTES: Final = OPTION_FEATURES * 4
# the references in a row's key of an option that names no card, and of one
# that names none where its kind needs one (no such option is listed: its
# fixed id would depend on the position, so it is never kept)
_NO_CARD: Final = -3
_CARD_MISSING: Final = -4
# the kinds whose fixed id names no card where the option names none
_NAMES_NO_CARD: Final = frozenset((*SINGLES, ActionKind.GIVE_DON, ActionKind.NUMBER,
                                   ActionKind.RETURN_DON, ActionKind.DON))
# the rows kept by a writer's cache before it is emptied (a row takes about 1 KB)
_ROWS_KEPT: Final = 8192


def _option_row(st: GameState, player: int, facts: Any, action: Any, ref: int,
                target_ref: int, step: int, cache: dict[Any, Any]) -> tuple[bytes, bytes, bytes]:
    """(its row, its fixed id, its card references) of an option, as the
    bytes of the table, the ids and the references: `ref` and `target_ref`
    are its cards' references (card_ref) or _NO_CARD, `step` the purpose's
    step index.  The row is its head (_head), then the facts of its card
    and of its target card where the player sees them, kept in `cache` (the
    writer's) by card id."""
    kind, card, target = action
    card_facts = target_facts = _NO_FACTS
    # a card the player cannot see (-1) shows no facts; one seen beyond the
    # slots (-2: a 21st card in hand) shows them
    if card >= 0 and ref != -1:
        kept = cache.get(card)
        if kept is None:
            kept = cache[card] = facts[card].tobytes()
        card_facts = kept
    number = target
    if kind in _TARGET_IS_CARD:
        number = 0          # the target card's reference says all the fixed id needs
        if target >= 0 and target_ref != -1:
            kept = cache.get(target)
            if kept is None:
                kept = cache[target] = facts[target].tobytes()
            target_facts = kept
    key = (kind, ref, target_ref, number, step)
    head = _HEADS.get(key)
    if head is None:
        head = _head(st, player, action, ref, target_ref, step)
        if ref != _CARD_MISSING:
            _HEADS[key] = head
    return head[0] + card_facts + target_facts, head[1], head[2]


def _head(st: GameState, player: int, action: Any, ref: int, target_ref: int,
          step: int) -> tuple[bytes, bytes, bytes]:
    """(the columns before the facts, the fixed id, the card references) of
    an option, as bytes: what depends on its kind, its cards' references,
    its number or ability and the step, not on which cards it names."""
    kind, card, target = action
    head = [0.0] * C_CARD_FACTS
    head[C_KIND + _KIND[kind]] = 1.0
    head[C_STEP] = (step + 1) / 5.0
    if card >= 0 and ref >= 0:
        head[C_CARD_REF] = (ref + 1) / REFS
    if kind in _TARGET_IS_CARD:
        if target >= 0 and target_ref >= 0:
            head[C_TARGET_REF] = (target_ref + 1) / REFS
    elif kind in _TARGET_IS_ABILITY:
        if 0 <= target < ABILITY_SLOTS:
            head[C_ABILITY + target] = 1.0
    elif target >= 0:
        head[C_NUMBER] = target / 10.0
    refs = (ref if ref >= 0 else -1, target_ref if target_ref >= 0 else -1)
    return (_HEAD_FLOATS.pack(*head), _ONE_ID.pack(option_id(st, player, action)),
            _TWO_IDS.pack(*refs))


# the heads of the rows by (kind, card reference, target card reference, number
# or ability, step): a few thousand at most, whatever the games
_HEADS: Final[dict[tuple[Any, int, int, int, int], tuple[bytes, bytes, bytes]]] = {}
_HEAD_FLOATS: Final = struct.Struct(f"={C_CARD_FACTS}f")
_ONE_ID: Final = struct.Struct("=q")
_TWO_IDS: Final = struct.Struct("=2q")
_NO_FACTS: Final = bytes(FACTS * 4)


def option_table(st: GameState, player: int, options: Any, ids: Any, facts: Any,
                 step: int, rows: int, cache: dict[Any, Any] | None = None,
                 refs_known: dict[int, int] | None = None,
                 native: bool = True) -> tuple[Any, Any, Any, Any]:
    """(features float32[rows, OPTION_FEATURES], mask int8[rows], fixed action
    ids int64[rows] (-1 padding), card refs int64[rows, 2] (card, target;
    -1 none or hidden)) of the options of `player`'s decision.  `ids` are the
    options' fixed ids in order, or None: found here (option_ids's ids, from
    each option's references, kept with its row).  `facts` is the game's
    fact table (encoder), `step` the purpose's step index.  `cache` keeps
    the Python writer's rows by action, references and step, and each
    card's facts by card id (it must go with `facts`: the encoder's
    `option_rows`); `refs_known` card
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
    # a set of `rows` rows that nothing outside the pool holds, or a new one
    # pooled: a table a caller keeps is never written over
    for s in _POOL:
        if s.rows == rows and _REFCOUNT(s.base) == s.free:
            break
    else:
        s = _Tables(rows)
        s.free = _REFCOUNT(s.base)
        _pool(s)
    rows_of: dict[Any, Any] = cache if cache is not None else {}
    if len(rows_of) > _ROWS_KEPT:
        rows_of.clear()
    get = known.get
    rows_get = rows_of.get
    row_parts: list[bytes] = []
    id_parts: list[bytes] = []
    ref_parts: list[bytes] = []
    for a in options:
        kind, card, target = a
        if card >= 0:
            ref = get(card)
            if ref is None:
                ref = known[card] = card_ref(st, player, card)
        else:
            ref = _NO_CARD if kind in _NAMES_NO_CARD else _CARD_MISSING
        if target >= 0 and kind in _TARGET_IS_CARD:
            target_ref = get(target)
            if target_ref is None:
                target_ref = known[target] = card_ref(st, player, target)
        else:
            target_ref = _NO_CARD
        key = (a, ref, target_ref, step)
        entry = rows_get(key)
        if entry is None:
            entry = _option_row(st, player, facts, a, ref, target_ref, step, rows_of)
            if ref != _CARD_MISSING:
                rows_of[key] = entry
        row, option, refs = entry
        row_parts.append(row)
        id_parts.append(option)
        ref_parts.append(refs)
    width = _ROW_BYTES
    view = s.view
    used = s.used
    pad = n if n > used else used
    # the padding is all zero bytes if its first row is and every byte after
    # equals the one a row before: the comparison reads the padding alone,
    # the second time from cache, and no 100 KB of zeros beside it
    start = pad * width
    buffer = s.buffer
    if pad < rows and not (buffer.startswith(s.zeros[rows - 1], start)
                           and buffer.startswith(view[start:s.end - width], start + width)):
        # its last holder wrote into the padding: zeroed again
        view[start:s.end] = s.zeros[pad]
    if used > n:
        view[n * width:used * width] = s.zeros[rows - used + n]
    s.used = n
    # the rows, then the ids, the references and the mask with their padding
    view[:n * width] = b"".join(row_parts)
    if ids is not None:
        id_parts = [array("q", ids).tobytes()]
    id_parts.append(s.id_padding[n])
    id_parts += ref_parts
    id_parts.append(s.refs_padding_and_mask[n])
    view[s.end:] = b"".join(id_parts)
    # views, so that what a caller does to the shape or flags of its arrays
    # stays with them (the set's own arrays are never handed out)
    return s.table.view(), s.mask.view(), s.ids.view(), s.refs.view()


class _Tables:
    """The buffer of an option table of `rows` rows, kept to be written again
    (making and zero-filling 108 KB at every step cost more than writing the
    table): the table, then the ids, the references and the mask, all NumPy
    arrays over one array of its bytes (`base`), to which every view handed
    out refers, and a memoryview the writer writes through."""

    __slots__ = ("rows", "end", "buffer", "view", "base", "table", "ids", "refs", "mask",
                 "id_padding", "refs_padding_and_mask", "zeros", "used", "free")

    def __init__(self, rows: int) -> None:
        self.rows = rows
        end = self.end = rows * _ROW_BYTES              # where the table ends
        self.buffer = bytearray(end + rows * (8 + 16 + 1))
        self.view = memoryview(self.buffer)
        base = self.base = np.frombuffer(self.buffer, dtype=np.uint8)
        self.table: Any = base[:end].view(np.float32).reshape(rows, OPTION_FEATURES)
        self.ids: Any = base[end:end + 8 * rows].view(np.int64)
        self.refs: Any = base[end + 8 * rows:end + 24 * rows].view(np.int64).reshape(rows, 2)
        self.mask: Any = base[end + 24 * rows:].view(np.int8)
        # id_padding[k]: the -1s of the ids after k options;
        # refs_padding_and_mask[k]: those of the references, then the mask
        # of k options
        minus_one = _MINUS_ONE.tobytes()
        self.id_padding = [minus_one * (rows - k) for k in range(rows + 1)]
        self.refs_padding_and_mask = [minus_one * (2 * (rows - k)) + b"\x01" * k
                                      + bytes(rows - k) for k in range(rows + 1)]
        # zeros[k]: as many zero bytes as rows k to the end hold
        zeros = _zeros(rows)
        self.zeros = [zeros[k * _ROW_BYTES:] for k in range(rows + 1)]
        self.view[end:] = self.id_padding[0] + self.refs_padding_and_mask[0]
        self.used = 0           # the rows written last time: the rest is zero padding
        # the reference count of `base` when nothing outside holds the set:
        # every array over the buffer, and every view of one, refers to
        # `base` (NumPy's views refer to the array that holds the buffer)
        self.free = 0


_REFCOUNT: Final = sys.getrefcount
_POOL_SLOTS: Final = 4
_POOL: Final[list[_Tables]] = []
_ZEROS: Final[dict[int, Any]] = {}


def _pool(s: _Tables) -> None:
    """`s` put in the pool, in place of the oldest set when it is full."""
    if len(_POOL) < _POOL_SLOTS:
        _POOL.append(s)
    else:
        del _POOL[0]
        _POOL.append(s)


def _zeros(rows: int) -> Any:
    """A memoryview of as many zero bytes as a table of `rows` rows holds."""
    z = _ZEROS.get(rows)
    if z is None:
        z = _ZEROS[rows] = memoryview(bytes(rows * _ROW_BYTES))
    return z


_MINUS_ONE: Final = array("q", [-1])    # repeated: the padding of ids and references


def _load_native() -> Any:
    """optcg.rl._options_c, told the table's columns, or None where it is
    not built or the pure-Python writer is asked for (OPTCG_PURE=1)."""
    module: Any = c_extension("optcg.rl._options_c")
    if module is None:
        return None
    # each kind's one-hot column * 8, + 4 if its fixed id names no card where the
    # option names none, + what its target is: 0 a number, 1 a card, 2 an ability
    kinds = {k: 8 * (C_KIND + n) + (4 if k in _NAMES_NO_CARD else 0)
             + (1 if k in _TARGET_IS_CARD else 2 if k in _TARGET_IS_ABILITY else 0)
             for n, k in enumerate(ACTION_KINDS)}
    module.configure_options((OPTION_FEATURES, FACTS, REFS, ABILITY_SLOTS, C_CARD_REF,
                              C_TARGET_REF, C_NUMBER, C_ABILITY, C_STEP, C_CARD_FACTS,
                              C_TARGET_FACTS), kinds, _new_arrays, option_id)
    return module


def _new_arrays(rows: int) -> tuple[Any, Any, Any, Any]:
    """The four arrays of an option table, not initialised (the C writer
    writes every byte)."""
    return (np.empty((rows, OPTION_FEATURES), dtype=np.float32), np.empty(rows, dtype=np.int8),
            np.empty(rows, dtype=np.int64), np.empty((rows, 2), dtype=np.int64))


_NATIVE: Final[Any] = _load_native()
