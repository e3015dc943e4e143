"""Deck lists in the OPTCGSim text format.

One entry per line, ``COUNTxCARD-NUMBER``, the Leader conventionally first::

    # ST-01 Straw Hat Crew
    1xST01-001
    4xST01-002

Also accepted: ``4 ST01-002``, ``4x ST01-002``, ``4X ST01-002``, surrounding
whitespace, blank lines, ``#`` comments (whole-line or trailing), Windows line
endings and a UTF-8 byte-order mark.  A first comment before any entry is taken
as the deck's name.

Parsing checks the *format* and that every card number exists; whether the
deck may be played is `optcg.decks.validation`'s job (CR 5-1-2).
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path

from ..cards import CardDatabase, UnknownCardError, default_database
from ..cards.database import normalize_number
from ..errors import OptcgError

__all__ = [
    "DeckEntry",
    "DeckList",
    "DeckFormatError",
    "parse_deck",
    "read_deck_file",
    "MAX_DECK_FILE_BYTES",
]

#: A deck list is a few hundred bytes; anything this large is not one.
MAX_DECK_FILE_BYTES = 1_000_000

EXAMPLE = "4xST01-002"
_NUMBER = r"[A-Za-z]{1,4}\d{0,3}-\d{1,4}(?:_[A-Za-z]\d{1,2})?"
_ENTRY_RE = re.compile(rf"^(\d+)(?:\s*[xX]\s*|\s+)({_NUMBER})$", re.ASCII)
_NUMBER_ONLY_RE = re.compile(rf"^{_NUMBER}$", re.ASCII)
# control characters other than tab / line breaks / form feed mean binary data
_BINARY_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f\ufffd]")


class DeckFormatError(OptcgError, ValueError):
    """A deck list that cannot be read.

    `source` names the list (a file name or '<string>'), `line` is the 1-based
    line number at fault or None when the problem is the list as a whole, and
    `reason` is the message without the location.
    """

    def __init__(self, reason: str, source: str = "<string>", line: int | None = None,
                 number: str | None = None):
        self.reason = reason
        self.source = source
        self.line = line
        self.number = number
        where = f"{source} line {line}" if line is not None else source
        super().__init__(f"{where}: {reason}")


@dataclass
class DeckEntry:
    """`count` copies of card `number`, written on line `line` of the list."""

    count: int
    number: str
    line: int = 0

    def to_text(self) -> str:
        return f"{self.count}x{self.number}"


@dataclass
class DeckList:
    """A parsed deck list: the Leader entry and the main-deck entries in list order.

    `leader` is the first entry whose card is a Leader (None if there is none);
    every other entry, including any further Leader card, is in `entries`, so
    that validation can report it.
    """

    leader: DeckEntry | None
    entries: list[DeckEntry] = field(default_factory=list)
    name: str | None = None
    source: str = "<string>"

    @property
    def leader_number(self) -> str | None:
        return self.leader.number if self.leader is not None else None

    def main_deck(self) -> list[str]:
        """The main deck's card numbers, each repeated `count` times, in list order."""
        return [e.number for e in self.entries for _ in range(e.count)]

    def total(self) -> int:
        """Number of cards in the main deck (the Leader not included)."""
        return sum(e.count for e in self.entries)

    def counts(self) -> dict[str, int]:
        """Copies per card number in the main deck, summed over repeated lines."""
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.number] = out.get(e.number, 0) + e.count
        return out

    def to_text(self) -> str:
        """The list in OPTCGSim format: Leader first, then one line per entry."""
        lines: list[str] = []
        if self.name:
            lines.append(f"# {self.name}")
        if self.leader is not None:
            lines.append(self.leader.to_text())
        lines.extend(e.to_text() for e in self.entries)
        return "\n".join(lines) + "\n"

    def __str__(self) -> str:
        label = self.name or self.source
        return f"{label} (Leader {self.leader_number or 'missing'}, {self.total()} cards)"


def _shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _decode(data: bytes, source: str) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        # Windows Notepad's "Unicode": UTF-16 with a byte-order mark
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise DeckFormatError("not a text deck list (bad UTF-16 text)", source) from None
    if b"\x00" in data:
        raise DeckFormatError("not a text deck list (it contains binary data)", source)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckFormatError(
            f"not a text deck list (it is not UTF-8 text: bad byte at offset {exc.start})", source
        ) from None


def parse_deck(text: str | bytes, source: str = "<string>",
               db: CardDatabase | None = None) -> DeckList:
    """Parse a deck list; raises DeckFormatError naming the line at fault.

    Every card number must exist in `db` (the packaged database by default):
    that is also how the Leader is recognised.
    """
    if isinstance(text, (bytes, bytearray)):
        text = _decode(bytes(text), source)
    if not isinstance(text, str):
        raise TypeError(f"parse_deck() needs the text of a deck list, not {type(text).__name__}")
    if text.startswith("\ufeff"):
        text = text[1:]
    if _BINARY_RE.search(text):
        raise DeckFormatError("not a text deck list (it contains control characters)", source)
    if db is None:
        db = default_database()

    name: str | None = None
    leader: DeckEntry | None = None
    entries: list[DeckEntry] = []
    seen_entry = False
    for lineno, raw in enumerate(text.splitlines(), start=1):
        content, hash_, comment = raw.partition("#")
        content = content.strip()
        if not content:
            if hash_ and not seen_entry and name is None and comment.strip():
                name = comment.strip()
            continue
        entry = _parse_line(content, lineno, source)
        try:
            card = db.get(entry.number)
        except UnknownCardError as exc:
            raise DeckFormatError(str(exc), source, lineno, entry.number) from None
        entry.number = card.number
        seen_entry = True
        if card.is_leader and leader is None:
            leader = entry
        else:
            entries.append(entry)

    if not seen_entry:
        what = "is empty" if not text.strip() else "has no card lines"
        raise DeckFormatError(
            f"the deck list {what}; expected lines like '1xOP01-001' (the Leader) and '{EXAMPLE}'",
            source,
        )
    return DeckList(leader=leader, entries=entries, name=name, source=source)


def _parse_line(content: str, lineno: int, source: str) -> DeckEntry:
    m = _ENTRY_RE.match(content)
    if m is None:
        hint = ""
        if _NUMBER_ONLY_RE.match(content):
            hint = f" (the count is missing: write '1x{content.upper()}' or '4x{content.upper()}')"
        raise DeckFormatError(
            f"expected 'COUNTxCARD-NUMBER' such as '{EXAMPLE}', got {_shorten(content)!r}{hint}",
            source, lineno,
        )
    count = int(m.group(1))
    number = normalize_number(m.group(2))
    if count < 1:
        raise DeckFormatError(
            f"the count must be at least 1, got {_shorten(content)!r}", source, lineno, number
        )
    return DeckEntry(count=count, number=number, line=lineno)


def read_deck_file(path: str | PathLike[str], db: CardDatabase | None = None) -> DeckList:
    """Read and parse a deck list file; every failure is a DeckFormatError."""
    p = Path(path)
    source = str(path)
    try:
        if p.is_dir():
            raise DeckFormatError("is a directory, not a deck list file", source)
        with p.open("rb") as fh:
            data = fh.read(MAX_DECK_FILE_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise DeckFormatError(f"cannot read the deck list: {reason}", source) from None
    if len(data) > MAX_DECK_FILE_BYTES:
        raise DeckFormatError(
            f"not a text deck list (larger than {MAX_DECK_FILE_BYTES} bytes)", source
        )
    return parse_deck(_decode(data, source), source=source, db=db)
