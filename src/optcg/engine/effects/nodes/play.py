"""Play (CR 3-7): cards played by an effect, and the cost of playing them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from .vocabulary import THIS_TURN

if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class PlayCard:
    """Play Character or Stage cards (from the hand, deck, trash or, for a
    [Trigger], the card itself)."""

    target: Any
    rested: bool = False


@dataclass(frozen=True)
class NextPlayCostReduction:
    """"the next time you play <cards> from your hand during this turn, the
    cost will be reduced by N": the next matching card the player plays
    from their hand by the rules (paying its cost, CR 6-5-3-1) costs N less;
    other cards played meanwhile leave it waiting, and a card played from
    the hand by an effect neither uses it nor can be chosen thanks to it
    (official rulings on OP02-025)."""

    cards: Cards
    amount: int = 1


# -- permanent cost reduction of plays (OP05-097) ------------------------------------

@dataclass(frozen=True)
class PlayCostReduction:
    """Permanent: "The cost of playing <cards> from your hand will be reduced
    by N": a matching card the player plays from their hand by the rules
    (paying its cost, CR 6-5-3-1) costs N less, never below 0; the card's
    own cost is unchanged (a card played by an effect pays nothing, and an
    effect that looks at costs sees the printed one)."""

    cards: Cards
    amount: int = 1


# the key of GameState.listeners for the cards that have a PlayCostReduction,
# so that games without one never look for it
PLAY_COST_MARK: Final = "play cost reduction"


@dataclass(frozen=True)
class PlayedRested:
    """Permanent: "Your Character cards are played rested": every Character its
    player plays while this card is on the field enters rested, whoever's
    effect or rule plays it (CR 3-7-3, 6-5-3-1); not "rested by an effect"
    (official Q&A on OP09-022)."""


# the key of GameState.listeners for the cards that have a PlayedRested
PLAYED_RESTED_MARK: Final = "played rested"



@dataclass(frozen=True)
class CannotPlayCharacters:
    """"You cannot play Character cards <duration>": the player plays no
    Character card, from the hand or by an effect (official ruling on
    OP14-020; CR 3-7-3); with `base_cost_min`, only those with that base
    cost or more ("Character cards with a base cost of 5 or more", CR 4-9)."""

    duration: str = THIS_TURN
    base_cost_min: int | None = None


@dataclass(frozen=True)
class CannotPlayFromHand:
    """"You cannot play cards from your hand <duration>": the player plays
    no Character or Stage card and activates no Event from the hand by
    paying its cost; an effect that plays a card from the hand still may
    (official ruling on OP13-028)."""

    duration: str = THIS_TURN
