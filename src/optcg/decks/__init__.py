"""Deck lists: reading them (OPTCGSim text format) and checking CR 5-1-2.

    >>> from optcg.decks import load_deck, validate_deck
    >>> deck = load_deck("st01")
    >>> deck.leader.number, deck.total(), validate_deck(deck)
    ('ST01-001', 50, [])
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from ..cards import CardDatabase
from ..errors import OptcgError
from .decklist import DeckEntry, DeckFormatError, DeckList, parse_deck, read_deck_file
from .validation import DeckError, DeckProblem, check_deck, don_deck_size, validate_deck

__all__ = [
    "DeckEntry",
    "DeckList",
    "DeckProblem",
    "DeckError",
    "DeckFormatError",
    "UnknownDeckError",
    "parse_deck",
    "read_deck_file",
    "validate_deck",
    "check_deck",
    "don_deck_size",
    "load_deck",
    "builtin_decks",
]


class UnknownDeckError(OptcgError, LookupError):
    """Neither a built-in deck name nor an existing file."""

    def __init__(self, name: str, builtins: list[str]):
        self.name = name
        self.builtins = list(builtins)
        super().__init__(
            f"no built-in deck or deck file named {name!r}; "
            f"built-in decks: {', '.join(self.builtins) or '(none)'}"
        )

    def __str__(self) -> str:
        return str(self.args[0])


def _builtin_dir():
    return resources.files(__name__).joinpath("builtin")


def builtin_decks() -> list[str]:
    """Names of the decks shipped with optcg ('st01', 'st02', ...), sorted."""
    try:
        names = [p.name for p in _builtin_dir().iterdir()]
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(n[:-4].lower() for n in names if n.lower().endswith(".txt"))


def load_deck(name_or_path: str | Path, db: CardDatabase | None = None) -> DeckList:
    """A built-in deck by name (case-insensitive: 'st01', 'ST02'), else a deck file.

    Raises UnknownDeckError when it is neither, DeckFormatError when the list
    cannot be read.  The deck is not validated: see `check_deck`.
    """
    text = str(name_or_path).strip()
    builtins = builtin_decks()
    key = text.lower()
    path = Path(name_or_path)
    if key not in builtins:
        if text and path.exists():          # '' is no file (Path('') is the folder '.')
            return read_deck_file(path, db=db)
        if key.endswith(".txt") and key[:-4] in builtins:
            key = key[:-4]
    if key in builtins:
        resource = _builtin_dir().joinpath(f"{key}.txt")
        return parse_deck(resource.read_bytes(), source=f"{key}.txt (built-in)", db=db)
    raise UnknownDeckError(text, builtins)
