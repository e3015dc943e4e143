"""Deck-construction and setup rules printed on cards (CR 5-1-2-4, 5-2-1).

These are facts of a card's definition, never run by the effects runtime:
deck validation (`optcg.decks.validation`) reads them from a card's script,
and the game's setup (`engine.setup`) reads the DON!! deck size of a Leader.
The older deck rules (`AnyNumberInDeck`, `DeckExcludes`) are in
`keywords`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DeckOnly:
    """"Under the rules of this game, you can only include {East Blue} type
    cards in your deck": every card of the deck must match `cards` (a
    deck-construction effect, CR 5-1-2-4-1)."""

    cards: Any


@dataclass(frozen=True)
class DonDeckSize:
    """"Under the rules of this game, your DON!! deck consists of 6 cards":
    the DON!! deck holds `count` cards instead of the 10 of CR 5-1-2; the
    game is set up with that many (CR 5-1-2-4; official ruling on OP15-058:
    negating the Leader later leaves the DON!! deck as it was)."""

    count: int
