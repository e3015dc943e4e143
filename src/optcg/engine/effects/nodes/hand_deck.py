"""Draw, hand and deck: cards drawn, added to the hand, returned, placed in the deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .vocabulary import ANY, THIS_TURN, YOU, Range


@dataclass(frozen=True)
class ReturnToHand:
    """Return to the owner's hand."""

    target: Any


@dataclass(frozen=True)
class ToDeckBottom:
    """Place at the bottom of the owner's deck.  Several cards from the
    field are ordered by their owners after the step, the turn player first,
    whether or not the text says "in any order" (official rulings on
    OP05-058 and OP06-058; compiler.owners_order)."""

    target: Any


ANY_ORDER: Final = "any order"     # a wording of ToDeckBottom (effects.phrasing)
# "place all of your Characters ... at the bottom of your deck in any order"
# (OP05-119): the owner orders them too
YOUR_DECK_IN_ANY_ORDER: Final = "your deck in any order"


@dataclass(frozen=True)
class ToDeckTop:
    """Place at the top of the owner's deck."""

    target: Any


@dataclass(frozen=True)
class AddToHand:
    """Add cards (from the trash, the deck or the looked-at cards) to the hand."""

    target: Any
    reveal: bool = False


@dataclass(frozen=True)
class Draw:
    # "draw up to N cards": the player chooses how many (CR 8-4-4-1)
    count: Range
    # OPPONENT for "your opponent draws 1 card"
    owner: str = YOU


@dataclass(frozen=True)
class NoDrawByEffect:
    """"you cannot draw cards using your own effects during this turn": the
    player's own effects draw them nothing (drawing in the Draw Phase, CR 6-3,
    and an opponent's effect still do; official ruling on OP12-099)."""

    duration: str = THIS_TURN


@dataclass(frozen=True)
class ShuffleDeck:
    pass


@dataclass(frozen=True)
class DrawToHandSize:
    """"Draw cards so that you have N cards in your hand": draw the
    difference, none when the hand already holds N or more (CR 8-4-4-1:
    as many as the deck allows)."""

    count: int


@dataclass(frozen=True)
class RedrawHand:
    """"Return all cards in your hand to your deck and shuffle your deck.
    Then, draw cards equal to the number you returned to your deck": the
    whole hand goes into the deck, the deck is shuffled (CR 3-2-4) and the
    player draws as many cards as were returned (none from an empty hand)."""


@dataclass(frozen=True)
class ReturnHandToDeck:
    """"Your opponent returns all cards in their hand to their deck and
    shuffles their deck": the whole hand of `owner` goes into that player's
    deck, which is then shuffled (CR 3-2-4). Any draw is a separate step."""

    owner: str = YOU


@dataclass(frozen=True)
class ShuffleIntoDeck:
    """"return 20 cards from your trash to your deck and shuffle it": the
    chosen cards go into their owner's deck, which is then shuffled (CR 3-2-4);
    a cost too (a fixed number of cards, CR 8-3-1-3-1)."""

    target: Any


# A choice of cards from a hand by the player who does not own it ("Choose 1
# card from your opponent's hand", "trash 2 cards from your opponent's
# hand") is made face-down: the chooser sees no face and the owner may
# rearrange the hand (CR 3-4-2; official rulings on OP01-063, OP01-105,
# OP03-078, ST10-010).  The runtime offers positions, not cards (see
# resolution.choices.face_down), so no hidden card is named to the chooser.


@dataclass(frozen=True)
class OpponentReveals:
    """"your opponent reveals that card" / "those cards": the cards chosen
    from the opponent's hand are shown to both players (CR 11-2-1) and stay
    in the hand; "the revealed card" then tests them (RevealedIs).  The
    cards chosen together are revealed together (official ruling on
    OP01-105)."""

    target: Any


@dataclass(frozen=True)
class TrashHandsDownTo:
    """"you and your opponent trash cards from your hands until you each have
    N cards in your hands": each player chooses the cards of their own hand;
    the turn player first, then the opponent (official ruling on OP05-058).
    A hand of N or less cards trashes nothing.  `owner` YOU: "trash cards
    from your hand until you have N cards in your hand", the player alone."""

    count: int
    owner: str = ANY


@dataclass(frozen=True)
class ToHandOrDeckBottom:
    """"Return <target> to the owner's hand or the bottom of their deck": for
    the cards chosen, the player who activated the effect picks the
    destination (official ruling on OP04-043)."""

    target: Any


@dataclass(frozen=True)
class OpponentRevealsHand:
    """"your opponent reveals their hand": every card of it is shown to both
    players (CR 11-2-1) and stays there."""


@dataclass(frozen=True)
class HandToDeck:
    """"Place 2 cards from your hand at the top or bottom of your deck in
    any order": the cards chosen from the hand go to the deck, on the top or
    the bottom (all on one side, as the looked-at cards of CR 11-3), in the
    order the player chooses."""

    target: Any
    places: tuple[str, ...] = ("top", "bottom")
