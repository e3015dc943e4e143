"""Text forms of the deck-construction and setup rules of `nodes.deck_rules`
(CR 5-1-2-4): "Under the rules of this game, ..." sentences that change what
a deck may hold or how many DON!! cards the game starts with."""

from __future__ import annotations

import re
from typing import Any, Final

from .. import language as L

_UNDER_RULES: Final = "Under the rules of this game, "
_DON_DECK: Final = re.compile(_UNDER_RULES + r"your DON!! deck consists of (\d+) cards\.")
_ONLY: Final = re.compile(_UNDER_RULES + r"you can only include ((?:\{[^}]+\}(?: or )?)+) type "
                          r"cards in your deck(\.| and when your deck is reduced to 0, you win "
                          r"the game instead of losing\.)")
# the rule that may follow the deck rule in the same sentence (P-117)
_AND_DECK_OUT_WINS: Final = " and when your deck is reduced to 0, you win the game instead of losing."


def read_deck_rule(line: str) -> L.Static | tuple[L.Static, L.Static] | None:
    """The Static of a deck rule line, or (deck rule, DeckOutWins) where one
    sentence states both; None for any other line."""
    m = _DON_DECK.fullmatch(line)
    if m:
        count = int(m.group(1))
        return L.Static(L.DonDeckSize(count)) if count > 0 else None
    m = _ONLY.fullmatch(line)
    if m:
        types = tuple(re.findall(r"\{([^}]+)\}", m.group(1)))
        rule = L.Static(L.DeckOnly(L.Cards(L.YOU, L.DECK, (), types=types)))
        return rule if m.group(2) == "." else (rule, L.Static(L.DeckOutWins()))
    return None


def render_deck_rule(e: Any) -> str | None:
    """One rule alone, as `read_deck_rule` reads it back; None if no form
    writes it."""
    if isinstance(e, L.DonDeckSize):
        return f"{_UNDER_RULES}your DON!! deck consists of {e.count} cards." if e.count > 0 else None
    if isinstance(e, L.DeckOnly):
        c = e.cards
        if not c.types or c != L.Cards(L.YOU, L.DECK, (), types=c.types):
            return None
        types = " or ".join(f"{{{t}}}" for t in c.types)
        return f"{_UNDER_RULES}you can only include {types} type cards in your deck."
    return None


def render_deck_rule_pair(part: tuple) -> str | None:
    """A deck rule and the rule stated in the same sentence (a DeckOnly and
    a DeckOutWins), or None."""
    if len(part) != 2 or not all(isinstance(s, L.Static) and not s.conditions for s in part) \
            or not isinstance(part[0].effect, L.DeckOnly) \
            or not isinstance(part[1].effect, L.DeckOutWins):
        return None
    rule = render_deck_rule(part[0].effect)
    return None if rule is None else rule[:-1] + _AND_DECK_OUT_WINS
