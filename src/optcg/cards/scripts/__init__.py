"""Effect scripts, one module per set, keyed by card number.

A card is *implemented* when every part of its printed text is scripted:
either it has no text at all (a vanilla card: see CardInfo.has_effect), or
its script says `complete=True`.  Anything else is flagged unimplemented and
announced at the start of any game that uses it; it is never silently
played as a vanilla card.

For now a script carries the card's innate keyword effects (CR 10-1); the
effect language of the effects runtime extends this same registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...engine.constants import KEYWORD_BITS


@dataclass(frozen=True)
class CardScript:
    keywords: tuple[str, ...] = ()
    complete: bool = False
    # Python escape hatches at the timings the core knows:
    # effect(state, card, player).
    trigger: Callable | None = None
    main: Callable | None = None
    start_of_game: Callable | None = None

    def __post_init__(self):
        for k in self.keywords:
            if k not in KEYWORD_BITS:
                raise ValueError(f"unknown keyword {k!r}; known: {sorted(KEYWORD_BITS)}")

    @property
    def keyword_bits(self) -> int:
        bits = 0
        for k in self.keywords:
            bits |= KEYWORD_BITS[k]
        return bits


def _registry() -> dict[str, CardScript]:
    from . import st01, st02
    scripts: dict[str, CardScript] = {}
    for module in (st01, st02):
        for number, script in module.SCRIPTS.items():
            if number in scripts:
                raise ValueError(f"{number} is scripted twice")
            scripts[number] = script
    return scripts


SCRIPTS: dict[str, CardScript] = _registry()


def script_for(number: str) -> CardScript | None:
    return SCRIPTS.get(number)
