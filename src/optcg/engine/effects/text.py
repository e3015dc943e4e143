"""Card text for logs and displays, written by the wording package.

The grammar is loaded when text is first asked for: a game that logs
nothing never imports it."""

from __future__ import annotations

import threading
from typing import Any, Final

# The wording package and its `plain` module once loaded (wording_modules).
_LOADED: Final[list[Any]] = []
_LOADING: Final = threading.Lock()


def wording_modules() -> tuple[Any, Any]:
    """(the wording package, its `plain` module), imported at the first call.

    Every use of the grammar from outside the package loads it here, under a
    lock: its modules import one another, so a thread entering by `plain`
    while another runs the package's own imports meets a half-made module
    and fails (the web server words cards in several threads at once)."""
    if not _LOADED:
        with _LOADING:
            if not _LOADED:
                from . import wording
                from .wording import plain
                _LOADED.extend((wording, plain))
    return _LOADED[0], _LOADED[1]


def ability_text(a: Any, category: str = "Character") -> str:
    """One ability or permanent effect as a line of card text."""
    return str(wording_modules()[1].ability_text(a, category))


def card_text(script: Any, category: str = "Character") -> str:
    """All the text of a card script, one ability per line."""
    return str(wording_modules()[1].card_text(script, category))
