"""Look, search and reveal: the top of the deck looked at, cards taken among them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .vocabulary import DECK, Range, exactly, up_to

if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class LookAtTop:
    """Look at the top N cards of your deck and put them back on the top or
    the bottom in any order (`places` limits where)."""

    count: int
    places: tuple[str, ...] = ("top", "bottom")


@dataclass(frozen=True)
class Search:
    """Look at the top N cards; reveal `take` matching cards ("up to 1") and
    add them to your hand; place the rest at the bottom in any order."""

    count: int
    cards: Cards
    take: Range = up_to(1)


# -- looking at, revealing and trashing the top of the deck (CR 11-3) ---------
# A search in steps: Look puts the top cards in the LOOKED area; the steps
# after it choose among them (Choose(Cards(area=LOOKED))) to add, play or
# trash; PlaceRest or TrashRest then puts away the cards not taken.

@dataclass(frozen=True)
class Look:
    """Look at the top N cards of your deck (CR 11-3-1), or reveal them to
    both players (`reveal`, CR 11-3-2); "up to N": the player picks how many."""

    count: Range
    reveal: bool = False


@dataclass(frozen=True)
class LookAtOpponentTop:
    """"Look at 1 card from the top of your opponent's deck": the player alone
    sees the top `count` cards of the opponent's deck (CR 11-3-1), which stay
    where they are."""

    count: int


@dataclass(frozen=True)
class DeclareCostReveal:
    """"Choose a cost and reveal 1 card from the top of your opponent's deck":
    the player declares a number (a cost from 0 to MAX_DECLARED_COST), then
    the top card(s) of the opponent's deck are revealed to both players (CR
    11-2) and stay there, the looked-at cards of the steps after it;
    "If the revealed card has the chosen cost" (RevealedHasChosenCost)
    compares them."""

    count: Range = exactly(1)


# the highest cost a player may declare (no card costs more)
MAX_DECLARED_COST: Final = 10


@dataclass(frozen=True)
class PlaceRest:
    """Place the looked-at cards not taken at the top or bottom of the deck
    (`places`), in the order the player chooses, all on one side."""

    places: tuple[str, ...] = ("bottom",)
    area: str = DECK         # or LIFE: Life cards looked at go back to the Life area


@dataclass(frozen=True)
class TrashRest:
    """Trash the looked-at cards not taken ("Then, trash the rest")."""
