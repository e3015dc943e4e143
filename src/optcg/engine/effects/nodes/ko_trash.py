"""K.O. and trash: K.O.s, cards trashed, and protection from K.O. (CR 10-2-1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .vocabulary import BY_OPPONENTS_EFFECTS, THIS_TURN

if TYPE_CHECKING:
    from .restrictions import Against


@dataclass(frozen=True)
class KO:
    target: Any


@dataclass(frozen=True)
class Trash:
    """Trash cards (from the hand, usually)."""

    target: Any


@dataclass(frozen=True)
class OpponentMayTrashHand:
    """"your opponent may trash N cards from their hand": the opponent
    decides whether to (CR 8-4-4: the player the text names), then which N
    cards; with fewer than N cards in hand they cannot, which counts as not
    doing it ("If they do not, ...")."""

    count: int = 1


@dataclass(frozen=True)
class TrashFromDeck:
    """Trash N cards from the top of your deck (as many as there are); also
    the cost "You may trash N cards from the top of your deck", which needs
    N cards in the deck (CR 8-3-1-3-1).  As a step, "you may trash N cards
    ..." is May(TrashFromDeck(N)): all of them or none, as the player chooses."""

    count: int


@dataclass(frozen=True)
class CannotBeKOd:
    """Permanent: the targets cannot be K.O.'d (`by`: "battle", "effects",
    "opponent's effects" or None for all) (CR 10-2-1-3)."""

    target: Any
    by: str | None = None
    # only in battle against these cards ("in battle by
    # <Slash> attribute cards"), or, `by` effects, only by the effects of
    # these cards ("by effects of Characters without the <Special>
    # attribute"); None: against any card
    against: Against | None = None


@dataclass(frozen=True)
class CannotBeRemoved:
    """Permanent: "<target> cannot be removed from the field by your
    opponent's effects": no K.O., return to the hand or deck, or trash by an
    effect of the opponent.  `by` BY_YOUR_EFFECTS: "... by your effects",
    the effects of the player whose card this is (official ruling on
    OP14-079)."""

    target: Any
    by: str = BY_OPPONENTS_EFFECTS


@dataclass(frozen=True)
class ProtectFromKO:
    """"<target> cannot be K.O.'d [in battle | by effects | by your
    opponent's effects] <duration>" (a step; CR 10-2-1-3)."""

    target: Any
    by: str | None = None
    duration: str = THIS_TURN
