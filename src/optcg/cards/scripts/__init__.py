"""Effect scripts, one module per set, keyed by card number.

A script holds a card's innate keywords (CR 10-1), its abilities and its
permanent effects, written in the effect language
(optcg.engine.effects.language).  A card is *implemented* when every part
of its printed text is scripted: either it has no text at all (a vanilla
card: see CardInfo.has_effect), or its script says `complete=True`.
Anything else is flagged unimplemented and announced at the start of any
game that uses it; it is never silently played as a vanilla card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.constants import KEYWORD_BITS
from ...engine.effects.compiler import compile_ability
from ...engine.effects.text import card_text


@dataclass(frozen=True)
class CardScript:
    keywords: tuple[str, ...] = ()
    abilities: tuple = ()
    statics: tuple = ()
    complete: bool = True
    # who wrote it: "hand" (the set modules st01.py ...) or "compiled" (made
    # from the card text by the card-text compiler); see optcg.cards.coverage
    origin: str = "hand"
    compiled: tuple = field(default=(), compare=False, repr=False)
    # keywords, abilities and permanent effects in the card's line order,
    # for rendering the card text as printed (empty: keywords, statics,
    # abilities, then [Trigger])
    order: tuple = field(default=(), compare=False, repr=False)

    def __post_init__(self):
        for k in self.keywords:
            if k not in KEYWORD_BITS:
                raise ValueError(f"unknown keyword {k!r}; known: {sorted(KEYWORD_BITS)}")
        object.__setattr__(self, "compiled",
                           tuple(compile_ability(a) for a in self.abilities))

    @property
    def keyword_bits(self) -> int:
        bits = 0
        for k in self.keywords:
            bits |= KEYWORD_BITS[k]
        return bits

    def text(self, category: str = "Character") -> str:
        """The card text, rendered from the script."""
        return card_text(self, category)


def script(*parts, keywords: tuple[str, ...] = (), complete: bool = True,
           origin: str = "hand") -> CardScript:
    """Build a script from keywords (as strings), abilities and permanent
    effects in card order; `keywords=` adds keywords ahead of them all."""
    from ...engine.effects.language import Static
    order = tuple(keywords) + parts
    # a tuple: one "[A]/[B] ..." line, or a deck rule with its start-of-game effect
    statics = tuple(s for p in parts for s in (p if isinstance(p, tuple) else (p,))
                    if isinstance(s, Static))
    abilities = tuple(a for p in parts for a in (p if isinstance(p, tuple) else (p,))
                      if not isinstance(a, (Static, str)))
    return CardScript(keywords=tuple(p for p in order if isinstance(p, str)),
                      abilities=abilities, statics=statics, complete=complete,
                      origin=origin, order=order)


# The modules of hand scripts, for cards the compiler cannot read yet (one
# per set, e.g. "op06" for scripts/op06.py, each with a SCRIPTS dict).  None
# today: every scripted card of the pool is compiled from its text.
HAND_MODULES: tuple[str, ...] = ()


def _hand_registry() -> dict[str, CardScript]:
    import importlib
    scripts: dict[str, CardScript] = {}
    for name in HAND_MODULES:
        for number, s in importlib.import_module(f"{__name__}.{name}").SCRIPTS.items():
            if number in scripts:
                raise ValueError(f"{number} is scripted twice")
            scripts[number] = s
    return scripts


def _generated_registry() -> dict[str, CardScript]:
    import importlib

    from .generated import MODULES
    scripts: dict[str, CardScript] = {}
    for name in MODULES:
        scripts.update(importlib.import_module(f"{__name__}.generated.{name}").SCRIPTS)
    return scripts


HAND_SCRIPTS: dict[str, CardScript] = _hand_registry()
_all: dict[str, CardScript] = {}


def all_scripts() -> dict[str, CardScript]:
    """Every script by card number; hand scripts win over compiled ones
    (the compiler skips them anyway).  The generated modules load on first
    use, so the compiler itself never depends on its previous output."""
    if not _all:
        _all.update(_generated_registry())
        _all.update(HAND_SCRIPTS)
    return _all


def __getattr__(name: str):
    if name == "SCRIPTS":
        return all_scripts()
    raise AttributeError(name)


_by_set: dict[str, dict[str, CardScript]] = {}


def script_for(number: str) -> CardScript | None:
    """The script of one card number.  Only the generated module of the
    card's set is loaded (the compiler writes each card into the module of
    its number's prefix, "ST01-012" into st01): loading the whole pool for
    the 34 cards of two decks was half of a simulation's start-up."""
    if number in HAND_SCRIPTS:
        return HAND_SCRIPTS[number]
    if _all:
        return _all.get(number)
    prefix = _set_prefix(number)
    scripts = _by_set.get(prefix)
    if scripts is None:
        from .generated import MODULES
        if prefix not in MODULES:
            return None
        import importlib
        scripts = _by_set[prefix] = importlib.import_module(
            f"{__name__}.generated.{prefix}").SCRIPTS
    return scripts.get(number)


def _set_prefix(number: str) -> str:
    """"ST01-012" -> "st01", "P-001" -> "p" (scripts/compile_cards.py set_of)."""
    end = 0
    while end < len(number) and number[end].isalpha():
        end += 1
    while end < len(number) and number[end].isdigit():
        end += 1
    return number[:end].lower()
