"""Conditions: what must hold for an effect, a clause or a permanent effect to apply."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from .vocabulary import YOU

if TYPE_CHECKING:
    from .filters import Cards


@dataclass(frozen=True)
class DonAttached:
    """[DON!! xX]: X or more DON!! given to this card (CR 10-2-9)."""

    count: int


@dataclass(frozen=True)
class YourTurn:
    """[Your Turn] (CR 10-2-11)."""


@dataclass(frozen=True)
class OpponentsTurn:
    """[Opponent's Turn] (CR 10-2-12)."""


@dataclass(frozen=True)
class LeaderNameIncludes:
    """'If your Leader's card name includes "X"': X is part of one of its
    names (CR 2-1-3)."""

    text: str


@dataclass(frozen=True)
class BattledCharacter:
    """"If this Character battles your opponent's Character"."""

    # "At the end of a battle in which this
    # Character battles your opponent's Character with a cost of 5 or less":
    # the opponent's Character must match too (a Cards; None: any), checked
    # at the end of the battle (CR 7-1-5-2)
    cards: Any = None


# -- general counts, comparisons, card checks, conjunctions --
# One node per kind of test, each over a description (Cards or DonCards), so
# "If you have 2 or more {Navy} type Characters", "If your opponent has 3 or
# less Life cards" and "If you have 5 or more Events in your trash" are all
# Has.  The number of cards in each area is open information (CR 3-1-4).

EITHER: Final = "either"       # an owner: "If either you or your opponent has ..."
AT_LEAST: Final = "or more"
AT_MOST: Final = "or less"
EXACTLY: Final = "exactly"
LESS: Final = "less"
MORE: Final = "more"


@dataclass(frozen=True)
class DonCards:
    """DON!! cards on a player's field: the cost area and the DON!! given to
    their cards (CR 3-1-2); `rested` True/False: only the rested/active ones
    of the cost area, as given DON!! are neither (CR 4-4-2)."""

    owner: str = YOU
    rested: bool | None = None
    given: bool = False                  # only the DON!! given to Leader and Characters


@dataclass(frozen=True)
class RestedCards:
    """"rested cards": a player's rested Leader, Characters and Stage and the
    rested DON!! cards of their cost area (the field, CR 3-1-2)."""

    owner: str = YOU


@dataclass(frozen=True)
class OtherNamedCharacters:
    """"your Characters with a different card name" (counted by a permanent
    "+N power for each of ..."): the player's Characters whose card name is
    not the name of the card with the effect."""

    owner: str = YOU


@dataclass(frozen=True)
class AllDonRested:
    """"If all of your DON!! cards are rested": no active DON!! and none
    given (official ruling OP02-027: given DON!! are not rested, CR 4-4-2),
    and at least one (as with "the only Characters", none does not count)."""


@dataclass(frozen=True)
class PlayedThisTurn:
    """"If this Character was played on this turn" (CR 3-7-3)."""


@dataclass(frozen=True)
class Has:
    """"If you have N or more/N or less/N <things>", "If your opponent has
    ...", "If there is a Character with ...", "If you have a [Name]", "If you
    don't have [Name]": how many of `what` (Cards, or DonCards) there are.
    Life cards count the whole Life area (CR 3-1-4), not only its top.  With
    the owner EITHER it holds if it holds for one of the players."""

    what: Any                            # or a tuple of them, counted together
    count: int = 1
    compare: str = AT_LEAST              # AT_LEAST, AT_MOST, EXACTLY or LESS (fewer than)


@dataclass(frozen=True)
class OnlyHave:
    """"If the only Characters on your field are {X} type Characters", "If
    you only have {X} type Characters": you have Characters and every one
    matches (with none it does not hold: official rulings OP13-097, EB02-010)."""

    cards: Cards


@dataclass(frozen=True)
class OnActivation:
    """"This effect can be activated when <condition>": a condition of the
    ability checked as it activates (CR 8-3-2-3), not when its timing comes,
    so effects resolved in between count (official ruling on OP11-043: a
    Character removed by the attacker's [When Attacking] effect no longer
    stops it)."""

    condition: Any


@dataclass(frozen=True)
class Compare:
    """"If the number of DON!! cards on your field is equal to or less than
    the number on your opponent's field", "If you have less Life cards than
    your opponent": the count of `left` plus `by`, compared with `right`
    (`op`: AT_MOST "equal to or less", LESS, MORE)."""

    left: Any
    op: str
    right: Any
    by: int = 0


@dataclass(frozen=True)
class CardIs:
    """"If your Leader has the {X} or {Y} type", "If your Leader's type
    includes \"...\"", "If your Leader is [A] or [B]", "If your Leader is
    active", "If this Character has 7000 power or more": a given card (`card`:
    "this", "leader", "opponent's leader") matches a description (whose
    categories are the card's own)."""

    card: str
    cards: Cards


@dataclass(frozen=True)
class LeaderMulticolored:
    """"If your Leader is multicolored": it has two or more colors (CR 2-3-6)."""


@dataclass(frozen=True)
class AllOf:
    """"If A and B, ...": every condition holds."""

    conditions: tuple


@dataclass(frozen=True)
class AnyOf:
    """"If your Leader has the {X} type or is [Name]": one condition holds."""

    conditions: tuple
@dataclass(frozen=True)
class RevealedIs:
    """"If that card is a {X} type Character card", "If the revealed card has
    a cost of 4 or more": the card a Look step revealed (or looked at) is
    still in the deck and matches `cards` (area LOOKED).
    With no Look before it, "that card" is the card the step
    before chose ("Up to 1 of your Leader or Character cards gains ... If
    that card is a Character, ...")."""

    cards: Cards


@dataclass(frozen=True)
class YouDid:
    """"If you do, ...": the optional step just before it was carried out,
    i.e. the player chose at least one card for it, or all of them when it
    names a number ("you may trash 2 cards": with 1 card in hand, that one is
    trashed but what follows does not happen; official Q&A on OP15-020)
    (CR 8-3-3: a "you may" step can be declined, and what depends on it then
    does not happen).  The compiler ties it to the choice of the step before;
    a step with no choice of cards before it cannot be read this way."""


@dataclass(frozen=True)
class DonOnFieldEither:
    """"If you have 0 or 3 or more DON!! cards on your field": exactly
    `exactly`, or at least `at_least`, DON!! cards on your field (the cost
    area and those given to your cards)."""

    exactly: int
    at_least: int


@dataclass(frozen=True)
class HasEachNamed:
    """"If you have [A] and [B] Characters with 6000 base power": for each
    name, one of your Characters with that name matches `cards` (the shared
    qualifiers; the names in `cards` are empty)."""

    names: tuple[str, ...]
    cards: Cards


@dataclass(frozen=True)
class HasDifferentNames:
    """"If you have 5 {X} type Characters with different card names": the
    count `has` compares is of the different card names among the cards it
    describes, not of the cards (two cards of one name count once)."""

    has: Any


@dataclass(frozen=True)
class RevealedCost:
    """"the revealed card": the card revealed to pay this ability's cost
    (RevealCards as a StepCost), a target of the steps after it ("place the
    revealed card at the top of your deck")."""


@dataclass(frozen=True)
class RevealedHasChosenCost:
    """"If the revealed card has the chosen cost": a card revealed by the
    DeclareCostReveal before it has the cost its player declared."""


@dataclass(frozen=True)
class HandTrashedThisTurn:
    """The condition "During the turn in which a card in your hand is
    trashed by an effect": a card of your hand went to the trash by an
    effect (or its cost) earlier in this turn."""

# the key of st.listeners listing the cards that note a hand trashed this turn
HAND_TRASHED_MARK: Final = "a card in your hand is trashed by an effect this turn"


@dataclass(frozen=True)
class EventActivatedThisTurn:
    """"If you have activated an Event with a base cost of N or more during
    this turn": the player activated such an Event from their hand ([Main]
    or [Counter]) earlier in this turn; an Event's [Trigger] is not
    activating the Event (official ruling on OP15-002)."""

    base_cost_min: int


# the key of st.listeners listing the cards that need each Event activated noted
EVENT_ACTIVATED_MARK: Final = "you have activated an Event during this turn"


@dataclass(frozen=True)
class NegatedIf:
    """"If <condition>, this effect is negated" (after the effect): the
    ability does not apply while the condition holds (CR 8-2-1)."""

    condition: Any


@dataclass(frozen=True)
class NotDrawnByThis:
    """Condition: "if you haven't drawn a card using this Leader's effect
    during this turn": no effect of this card (this incarnation) has drawn a
    card during this turn; how many Events were activated does not matter
    (official rulings on OP01-062)."""


# the mark, in GameState.once_used, of a card whose effect drew this turn
# (an ability index no ability has)
DREW_MARK: Final = -1


@dataclass(frozen=True)
class BattledCharacterThisTurn:
    """Condition: "If this Leader battles your opponent's Character during
    this turn": a battle of this card (this incarnation) with an opponent's
    Character has reached its end earlier in this turn (CR 7-1-5-2)."""


# the mark, in GameState.once_used, of a card that battled an opponent's
# Character this turn (an ability index no ability has), and the key of
# st.listeners listing the cards that need it noted
BATTLED_MARK: Final = -2
BATTLED_LISTEN: Final = "battles your opponent's Character during this turn"


@dataclass(frozen=True)
class TheyDidNot:
    """"If they do not, ...": the opponent did not carry out the "your
    opponent may ..." step just before (chose not to, or could not)."""


@dataclass(frozen=True)
class YourTurnOrLater:
    """"If it is your second turn or later": the controller has begun at
    least `count` turns of their own, this one included (CR 6-1: turns
    alternate from the first player's)."""

    count: int
