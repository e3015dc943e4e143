"""Life (CR 3-10): cards taken from, added to, trashed from or turned in the Life area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .vocabulary import OPPONENT, THIS_TURN, YOU, Range, exactly, up_to

if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class LookAtLife:
    """"Look at up to 1 card from the top of your or your opponent's Life
    cards and place it at the top or bottom of the Life cards": the player
    picks whose top Life card (or none), looks at it (CR 11-3-1) and puts it
    back on the top or the bottom of that Life area; a face-up card stays
    face-up (CR 3-10-3; official rulings on OP03-099, OP10-116)."""


@dataclass(frozen=True)
class LookAtAllLife:
    """"Look at all of your Life cards": they become the looked-at cards
    (CR 11-3-1); a PlaceRest(("top",)) after it puts them back in the order
    the player chooses, face-up cards still face-up (official ruling on
    EB01-052)."""


@dataclass(frozen=True)
class AddLifeFromDeck:
    """Add up to N cards from the top of your deck to the top of your Life."""

    count: Range = up_to(1)


@dataclass(frozen=True)
class TakeLife:
    """Add N cards from the top of your Life to your hand."""

    count: Range = exactly(1)
    # whose Life ("add up to 1 card from the top of your
    # opponent's Life cards to the owner's hand"): the cards go to the
    # hand of their owner
    owner: str = YOU
    # ("top", "bottom"): "add 1 card from the top or bottom of your Life
    # cards to your hand", the player picks the end (only under a May: "you
    # may add ...", a choice of that card or none, CR 8-3-3)
    places: tuple[str, ...] = ("top",)


@dataclass(frozen=True)
class TrashLife:
    """Trash up to N cards from the top of a player's Life."""

    owner: str = OPPONENT
    # exactly N: "trash 1 card from the top of your Life cards" (all it can)
    count: Range = up_to(1)


@dataclass(frozen=True)
class TurnLife:
    """"turn N cards from the top of your Life cards face-up" (or face-down).
    Only cards that are not already so can be turned: with one of them
    already face-up, "turn 1 card ... face-up" cannot be done (official
    rulings on EB01-040, OP08-058, OP11-022), so as a cost it cannot be paid
    (CR 8-3-1-3-1)."""

    count: int = 1
    face_up: bool = True
    # ("top", "bottom") for "from the top or bottom of your Life cards";
    # () for any of them ("turn 1 of your face-up Life cards face-down")
    places: tuple[str, ...] = ("top",)


@dataclass(frozen=True)
class TurnAllLife:
    """"turn all of your Life cards face-down": the order stays (official
    ruling on EB01-052)."""

    face_up: bool = False


@dataclass(frozen=True)
class AddToLife:
    """Add cards (Characters from the field, cards from the hand, the trash
    or the looked-at cards) to the top (or, when `places` allows, the top or
    bottom: the player's choice) of their owner's Life area, face-up or
    face-down (CR 3-10-2, 3-10-2-1)."""

    target: Any
    face_up: bool = False
    places: tuple[str, ...] = ("top",)
    # "reveal up to 1 ... card from your hand and add it to the top of your
    # Life cards": shown to both players first (CR 11-2-1)
    reveal: bool = False


@dataclass(frozen=True)
class HasFaceUpLife:
    """Condition: "If you have a face-up Life card" (CR 3-10-2-1)."""


@dataclass(frozen=True)
class TrashLifeUntil:
    """"trash cards from the top of your Life cards until you have N Life
    card(s)" (none when you have N or less)."""

    count: int = 1


@dataclass(frozen=True)
class NoLifeToHand:
    """"you cannot add Life cards to your hand using your own effects during
    this turn": your effects' steps and costs that would add your Life cards
    to your hand cannot do so (damage still does: CR 4-6-2-1 is a rule)."""

    duration: str = THIS_TURN


@dataclass(frozen=True)
class TrashFaceUpLife:
    """"Trash all your face-up Life cards" (CR 3-10-2-1)."""


@dataclass(frozen=True)
class SearchToLife:
    """"Look at N cards from the top of your deck and add up to 1 ... card to
    the top of your Life cards face-up. Then, place the rest at the bottom of
    your deck in any order": a search whose card goes to the top of the Life
    area (CR 3-10-2-1) instead of the hand."""

    count: int
    cards: Cards
    face_up: bool = False



@dataclass(frozen=True)
class RevealLife:
    """"Reveal 1 card from the top of your Life cards": the top card(s) of
    your Life area are shown to both players (CR 11-3-2) and become the
    looked-at cards, so "If that card is ..., you may play that card" works
    on them as on a card revealed from the deck; they stay in the Life area."""

    # "reveal up to 1 card ...": the player may reveal fewer
    count: Range = exactly(1)


@dataclass(frozen=True)
class LifeToDeckBottom:
    """"place up to 1 card from your opponent's Life area at the bottom of the
    owner's deck": the top Life card(s) (CR 3-10-2), as many as the player
    chooses up to `count`, go to the bottom of their owner's deck."""

    count: Range = up_to(1)
    owner: str = OPPONENT


@dataclass(frozen=True)
class FaceUpLifeToDeck:
    """A Leader's "Your face-up Life cards are placed at the bottom of your
    deck instead of being added to your hand, according to the rules": a
    face-up Life card that would go to its owner's hand (by damage, CR
    4-6-2, or an effect) goes to the bottom of the deck instead, with no
    [Trigger] (official rulings on ST13-003); valid while the Leader's
    effects are (CR 8-2-1)."""


# -- "Your opponent may trash 1 card from the top of their
# Life cards. If they do not, ..." ---------------------------------------------------

@dataclass(frozen=True)
class OpponentMayTrashLife:
    """"your opponent may trash N card(s) from the top of their Life cards":
    the opponent decides (CR 8-4-4: the player the text names chooses); with
    fewer Life cards than N they cannot, which counts as not doing it."""

    count: int = 1
