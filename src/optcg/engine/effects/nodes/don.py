"""DON!! (CR 3-9, 6-4): DON!! cards given, added, set active, rested and returned."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .vocabulary import THIS_TURN, YOU, Range, exactly, up_to

if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class GiveDon:
    """Give up to N rested DON!! from the cost area to a Leader or Character."""

    target: Any
    count: Range = up_to(1)


@dataclass(frozen=True)
class AddDon:
    """Add up to N DON!! from the DON!! deck, active or rested."""

    count: Range = up_to(1)
    active: bool = True


@dataclass(frozen=True)
class SetDonActive:
    """Set up to N of your rested DON!! as active."""

    count: Range = up_to(1)


@dataclass(frozen=True)
class SetActiveWithDon:
    """"set <target> and up to N of your DON!! cards as active" (both, in
    that order), or, with `either`, "set <target> or up to N of your DON!!
    cards as active" (a choice of one of them, CR 8-4-4): one verb for a
    SetActive and a SetDonActive."""

    target: Any
    count: Range = up_to(1)
    either: bool = False


@dataclass(frozen=True)
class SetAllDonActive:
    """"Set all of your DON!! cards as active": every rested DON!! card in
    your cost area, with no choice of how many."""


@dataclass(frozen=True)
class RestDonAnyNumber:
    """"Rest any number of your DON!! cards": the player chooses how many of
    their active DON!! cards to rest, from 0 to all (CR 8-4-4-1); a
    PowerPerDonRested after it counts them."""


@dataclass(frozen=True)
class RestOpponentDon:
    """Rest up to N of your opponent's active DON!!."""

    count: Range = up_to(1)


@dataclass(frozen=True)
class ReturnDon:
    """Return N DON!! from your field to your DON!! deck: as an effect,
    as many as there are (CR 1-3-2); as the cost "You may return 1 or more
    DON!! cards from your field to your DON!! deck" (count at_least(1)) the
    player picks how many, at least the low end, then which DON!! of the
    field, as for DON!! −X (CR 8-3-1-6)."""

    count: Range = exactly(1)
    # OPPONENT: "your opponent returns N DON!! cards from their
    # field ..." (they choose which, CR 8-3-1-6 as for DON!! −X)
    owner: str = YOU


# -- DON!! distribution, given DON!! returned, rest N of your cards --

@dataclass(frozen=True)
class GiveDonEach:
    """"Give up to 1 rested DON!! card to each of your {X} type Characters",
    "Give up to 2 of your Characters ... up to 2 rested DON!! cards each":
    each target in turn receives up to `count` rested DON!! of the cost area
    (CR 6-5-5), as many as the player picks for it; with too few rested
    DON!!, the player picks which targets get them (official ruling on
    OP04-004); a DON!! already given cannot be moved by it (same ruling).
    `target` may be a tuple of targets, each given its own DON!! in turn
    ("Give your Leader and 1 Character up to 2 rested DON!!
    cards each": 2 to the Leader and 2 to one Character, never to two
    Characters, official ruling on OP13-042); the compiler writes one
    GiveDonEach per target."""

    target: Any
    count: Range = up_to(1)


@dataclass(frozen=True)
class ReturnGivenDon:
    """"return 2 total of your currently given DON!! cards to your cost area
    rested": DON!! given to the player's Leader and Characters go back to
    the cost area rested (CR 6-5-5-1 undone by an effect), taken from one
    card or several (official ruling on ST28-004); as a cost, all `count`
    or none (CR 8-3-1-3-1)."""

    count: int = 1


@dataclass(frozen=True)
class RestCards:
    """"rest N of your cards" / "rest up to N of your opponent's cards": a
    total of N of the player's active Leader, Character, Stage cards and
    active DON!! cards of the cost area (official rulings on OP14-020,
    OP14-029, OP14-024).  The player picks the cards, then how many DON!!.
    As a cost (exactly N) it is all N or nothing (CR 8-3-1-3-1); the card
    whose effect it is may be one of them (ruling on OP14-029)."""

    owner: str = YOU
    count: Range = exactly(1)


@dataclass(frozen=True)
class RestDonOrCharacter:
    """"Rest up to N of your opponent's DON!! cards or Characters with a cost
    of 1 or less": one choice among the opponent's active DON!! cards of the
    cost area and their matching Characters (CR 8-4-4-1), `count` of them
    at most (a Range, "up to N": any number from 0)."""

    cards: Cards
    count: Range = up_to(1)


@dataclass(frozen=True)
class ReturnActiveDon:
    """The cost "You may return 2 of your active DON!! cards to your DON!!
    deck": only active DON!! of the cost area (CR 4-4-2), all `count` or
    none (CR 8-3-1-3-1)."""

    count: int = 1


@dataclass(frozen=True)
class GiveActiveDon:
    """The cost "You may give 1 active DON!! card to 1 of your [Name]": an
    active DON!! of the cost area is given to the chosen card (CR 6-5-5),
    given DON!! are neither active nor rested (CR 4-4-2)."""

    target: Any
    count: int = 1


@dataclass(frozen=True)
class GivenCost:
    """"the card given these DON!! cards": the card this ability's cost gave
    its DON!! to (GiveActiveDon as a StepCost), a target of the steps after it."""


@dataclass(frozen=True)
class GiveOpponentDon:
    """"Give up to 1 of your opponent's rested DON!! cards to 1 of your
    opponent's Characters": the player who activated the effect picks the
    opponent's rested DON!! and the Character (official rulings on OP15-026).
    A cost too, which needs both the card and the DON!! cards
    (CR 8-3-1-3)."""

    target: Any
    # exactly N for "give 1 of your opponent's rested DON!! cards" (as many
    # as there are); up to N: the player picks how many (CR 8-4-4-1)
    count: Range = up_to(1)


@dataclass(frozen=True)
class GiveDonToOwner:
    """"Give up to 1 rested DON!! card to its owner's Leader or 1 of their
    Characters": the player picks a Leader or Character of either player
    and gives it up to `count` rested DON!! of its owner's cost area
    (official rulings on OP15-010: either player's, never one player's
    DON!! to the other's cards).  With `rested` False ("Give
    up to 1 DON!! card from its owner's cost area to ..."), an active or a
    rested DON!!, as the player of the effect chooses (official rulings on
    OP15-023)."""

    target: Any
    count: Range = up_to(1)
    rested: bool = True


@dataclass(frozen=True)
class MoveGivenDon:
    """"Give up to 2 total of your currently given DON!! cards to 1 of your
    Characters": DON!! given to the player's other Leader or Characters
    move to the one chosen (official rulings on OP07-001: one recipient,
    not the card they are already given to; from several cards at once)."""

    target: Any
    count: Range = up_to(1)


@dataclass(frozen=True)
class NoDonActiveByCharacters:
    """"you cannot set DON!! cards as active using Character effects during
    this turn": the player's Character effects set none of their DON!! as
    active (those of their Leader, Stages and Events still do)."""

    duration: str = THIS_TURN


@dataclass(frozen=True)
class OpponentMayAddDon:
    """"your opponent may add N DON!! card from their DON!! deck and set it as
    active": the opponent decides (official Q&A on OP12-075); with fewer
    cards in their DON!! deck they cannot, which counts as not doing it."""

    count: int = 1


@dataclass(frozen=True)
class OpponentMayReturnDon:
    """"your opponent may return N of their active DON!! cards to their DON!!
    deck": active DON!! of their cost area; with fewer they cannot, which
    counts as not doing it (official rulings on OP15-059)."""

    count: int = 1
