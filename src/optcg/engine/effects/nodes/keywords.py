"""Keywords (CR 10-1): keywords gained and lost, effects negated, names and deck rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .vocabulary import THIS_TURN, YOU


@dataclass(frozen=True)
class GainKeyword:
    """"gains [Keyword] <duration>"."""

    target: Any
    keyword: str
    duration: str = THIS_TURN
    # "gains [Blocker] and +1000 power": a power change as well
    amount: int = 0


@dataclass(frozen=True)
class LoseKeyword:
    """"loses [Keyword] <duration>"."""

    target: Any
    keyword: str
    duration: str = THIS_TURN


@dataclass(frozen=True)
class Negate:
    """Negate the effects of the targets <duration> (CR 8-2)."""

    target: Any
    duration: str = THIS_TURN
    # "negate the effect of <target> and that Character cannot
    # attack <duration>": the same cards cannot attack for the same duration
    cannot_attack: bool = False
    # "negate the effect of <target> and give that card −4000 power
    # <duration>": the same cards get this power for the same duration
    power: int = 0


@dataclass(frozen=True)
class OnPlayNegated:
    """"[On Play] effects are negated" for a whole player (CR 8-2): that
    player's [On Play] abilities do not activate, nor when another effect
    would activate one; their cards keep their effects (official Q&A on
    OP09-081).  As a permanent effect (`duration` "") while its card is on
    the field, as a step for `duration`.  `player`: YOU or OPPONENT, of the
    effect's controller."""

    player: str = YOU
    duration: str = ""


# the key of GameState.listeners for the cards that have a permanent
# OnPlayNegated, so that games without one never look for it
ON_PLAY_NEGATED_MARK = "on play negated"


@dataclass(frozen=True)
class StaticKeyword:
    """Permanent: the targets gain a keyword while the conditions hold."""

    target: Any
    keyword: str


@dataclass(frozen=True)
class AlsoNamed:
    """"Also treat this card's name as [X]": the card has every name listed
    besides its printed one, wherever it is, deck construction included
    (CR 2-1-3)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class DeckExcludes:
    """"Under the rules of this game, you cannot include Events with a cost
    of 2 or more in your deck" (or "cards with a cost of 5 or more"): a
    Leader's deck-construction effect (CR 5-1-2-4), which deck validation
    enforces (decks.validation.leader_deck_rules); nothing on the field: no
    card of the deck may match `cards` (its category and printed cost)."""

    cards: Any


@dataclass(frozen=True)
class AnyNumberInDeck:
    """"you may have any number of this card in your deck": a deck-construction
    effect replacing the 4-copy limit of CR 5-1-2-3 (CR 5-1-2-4)."""
