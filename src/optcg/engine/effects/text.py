"""Card text for logs and displays, written by the wording package.

The grammar is loaded when text is first asked for: a game that logs
nothing never imports it."""

from __future__ import annotations

from typing import Any


def ability_text(a: Any, category: str = "Character") -> str:
    """One ability or permanent effect as a line of card text."""
    from .wording.plain import ability_text as text
    return text(a, category)


def card_text(script: Any, category: str = "Character") -> str:
    """All the text of a card script, one ability per line."""
    from .wording.plain import card_text as text
    return text(script, category)
