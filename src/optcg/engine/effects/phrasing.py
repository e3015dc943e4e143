"""The wording record: which of several equivalent printed phrasings a card
text used, kept beside the semantic node that says what the text does.

Two cards that do the same thing have equal nodes; how each card worded it
("Event" for "Event card", "1 of your other Characters", "... or up to 1
Event card") is recorded here, by the node object, and only the text forms
(`engine/effects/wording`) read or write it: nothing that plays the game
does.  A generated script writes a record as `worded(Cards(...),
noun='field card')`; a form that reads a phrasing writes it the same way.

Each node class declares its wording entries and their defaults in
`WORDING`; asking for an undeclared one is an error.  The record keeps the
node alive, so an entry can never pass to another object.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace as _replace
from typing import Any, Final, Iterator, TypeVar

from .nodes.filters import Cards

N = TypeVar("N")

# node class -> {wording entry: its default (the plain phrasing)}
WORDING: Final[dict[type, dict[str, Any]]] = {
    Cards: {
        # "short": "red Event", not "red Event card"; "named": "[A] or [B]
        # cards"; "of your": "up to 1 of your Character cards ... from your
        # trash"; "field card", "leader or characters", "total and", ...
        "noun": "",
        # how an `alt` is joined to the description before it: "" ("... or
        # Event card"), "up to" ("... or up to 1 Event card"), "count", ...
        "joined": "",
        # ids of wording.filters.PHRASINGS: "exclude_first", "short_noun", ...
        "phrasing": (),
        # "1 of your other Characters" (other_than_this said before the noun)
        "other_word": False,
    },
}

# id(node) -> (node, its entries that differ from the defaults)
_RECORD: Final[dict[int, tuple[Any, dict[str, Any]]]] = {}
# entries written while text is rendered (copies made to word a part):
# dropped when the outermost rendering ends, so logs do not grow the record
_SCRATCH: Final[dict[int, tuple[Any, dict[str, Any]]]] = {}
_rendering: list[int] = [0]


def _declared(node: Any) -> dict[str, Any]:
    declared = WORDING.get(type(node))
    if declared is None:
        raise TypeError(f"{type(node).__name__} has no wording entries "
                        f"(declared for: {', '.join(sorted(c.__name__ for c in WORDING))})")
    return declared


def worded(node: N, **entries: Any) -> N:
    """`node`, recorded as worded so (entries not given keep their value)."""
    declared = _declared(node)
    unknown = sorted(set(entries) - set(declared))
    if unknown:
        raise TypeError(f"{type(node).__name__} has no wording entry {', '.join(unknown)} "
                        f"(known: {', '.join(sorted(declared))})")
    kept = words(node)
    for name, value in entries.items():
        if value == declared[name]:
            kept.pop(name, None)
        else:
            kept[name] = value
    record = _SCRATCH if _rendering[0] and id(node) not in _RECORD else _RECORD
    if kept:
        record[id(node)] = (node, kept)
    else:
        record.pop(id(node), None)
    return node


def _entry(node: Any) -> dict[str, Any] | None:
    entry = _RECORD.get(id(node)) or _SCRATCH.get(id(node))
    return entry[1] if entry is not None and entry[0] is node else None


def wording(node: Any, name: str) -> Any:
    """One wording entry of `node`: as recorded, else its default."""
    declared = _declared(node)
    if name not in declared:
        raise TypeError(f"{type(node).__name__} has no wording entry {name!r} "
                        f"(known: {', '.join(sorted(declared))})")
    entry = _entry(node)
    return entry[name] if entry is not None and name in entry else declared[name]


def words(node: Any) -> dict[str, Any]:
    """The wording entries of `node` that differ from the defaults."""
    entry = _entry(node)
    return dict(entry) if entry is not None else {}


def carry(old: Any, new: N, **entries: Any) -> N:
    """`new` (a changed copy of `old`) worded as `old` was, with `entries`
    changed."""
    return worded(new, **{**words(old), **entries})


def replace(node: N, **changes: Any) -> N:
    """`dataclasses.replace` for the text forms: the copy keeps the wording
    of `node`, and `changes` may name wording entries as well as fields."""
    declared = WORDING.get(type(node), {})
    entries = {k: v for k, v in changes.items() if k in declared}
    copy = _replace(node, **{k: v for k, v in changes.items() if k not in declared})  # type: ignore[type-var]
    return carry(node, copy, **entries) if declared else copy


@contextmanager
def rendering() -> Iterator[None]:
    """Scope of one rendering: the entries it writes are dropped at its end."""
    _rendering[0] += 1
    try:
        yield
    finally:
        _rendering[0] -= 1
        if not _rendering[0]:
            _SCRATCH.clear()
