"""Activation costs (CR 8-3): DON!! symbols, DON!! −X, and the costs a player pays."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .vocabulary import HAND


@dataclass(frozen=True)
class RestDon:
    """The ① symbol: rest N active DON!! in your cost area (CR 8-3-1-5)."""

    count: int


@dataclass(frozen=True)
class DonMinus:
    """DON!! -X: return X DON!! from your field to the DON!! deck (CR 8-3-1-6)."""

    count: int


@dataclass(frozen=True)
class RestThis:
    """"You may rest this card"."""


@dataclass(frozen=True)
class TrashFromHand:
    """"You may trash N cards from your hand"."""

    count: int = 1


# -- costs written as actions ---------------------------------

@dataclass(frozen=True)
class StepCost:
    """A "you may" activation cost written as an action the player takes:
    "You may trash 1 Event from your hand", "You may return 1 of your
    Characters to the owner's hand" (CR 8-3-1).  `step` is a step node (its
    wording and its action are the step's); as a cost it must be carried out
    in full or not at all (CR 8-3-1-3), its choices are the player's and the
    cards chosen for it are not targets of the effect.  `shared_verb`: the
    cost follows another after "and" without repeating the verb ("rest this
    Character and 1 of your DON!! cards")."""

    step: Any
    shared_verb: bool = False


@dataclass(frozen=True)
class RestDonCards:
    """"Rest N of your DON!! cards": rest N active DON!! of the cost area, the
    same cost as the ① symbol (official ruling on OP08-082; CR 8-3-1-5)."""

    count: int = 1


@dataclass(frozen=True)
class LifeCards:
    """N of your Life cards, each taken from the top or (when `places` allows)
    the bottom of the Life area, added to the hand or trashed ("add 1 card
    from the top or bottom of your Life cards to your hand"; CR 3-10)."""

    count: int = 1
    to: str = HAND
    # () when the text does not say ("from your Life area"): the top (CR 3-10-2)
    places: tuple[str, ...] = ("top", "bottom")


@dataclass(frozen=True)
class RevealCards:
    """Reveal cards from the hand (they stay there): "reveal 2 Events from
    your hand"."""

    target: Any


@dataclass(frozen=True)
class RestLeaderOrDon:
    """The cost "rest your <Slash> attribute Leader or 1 of your DON!!
    cards": the player rests one of them, their Leader only if it has the
    attribute (CR 8-3-1: either pays the cost; neither, and it cannot be
    paid, CR 8-3-1-3-1)."""

    attribute: str
