"""Targets and filters: descriptions of cards, and who chooses which of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .vocabulary import CHARACTER, FIELD, YOU, Range, up_to

if TYPE_CHECKING:
    from .abilities import Both


@dataclass(frozen=True)
class Cards:
    """A description of cards: whose, in which area, and which ones."""

    owner: str = YOU
    area: str = FIELD
    categories: tuple[str, ...] = (CHARACTER,)
    types: tuple[str, ...] = ()          # has any of these types
    type_includes: str | None = None     # a type containing this text (CR 2-4-3-1)
    attributes: tuple[str, ...] = ()     # has any of these attributes
    colors: tuple[str, ...] = ()         # has any of these colors
    names: tuple[str, ...] = ()          # is one of these card names
    exclude_names: tuple[str, ...] = ()  # "other than [Name]"
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    rested: bool | None = None
    keyword: str | None = None           # has this keyword, e.g. "Blocker"
    other_than_this: bool = False
    # -- more qualifiers ------------------------------------
    base_power_max: int | None = None    # "with N base power or less" (CR 4-9)
    base_power_min: int | None = None
    base_cost_max: int | None = None     # "with a base cost of N or less"
    base_cost_min: int | None = None
    has_trigger: bool | None = None      # "with a [Trigger]" (CR 10-1-5)
    no_base_effect: bool = False         # "with no base effect": no card text (CR 2-8-5, 8-2-2)
    # "with a cost equal to or less than <a count>": one of COUNTS
    cost_max_count: str | None = None
    # "[Name] or {Type} type card": cards with these names need not have the types
    or_names: tuple[str, ...] = ()
    # "Up to 2 of your opponent's rested cards / Character or
    # DON!! cards will not become active ...": the description also covers
    # the DON!! cards of the owner's cost area, the rested ones when `rested`
    # is True, else the active ones (DON!! given to a card are not in the
    # cost area: official ruling on OP07-026).  DON!! cards are alike, so
    # the player chooses how many of them (runtime "dons"); its wording is
    # in its wording record ("cards", "Character or DON!! cards").  Resting cards or
    # DON!! is RestCards / RestDonOrCharacter.
    don: bool = False
    # -- cards looked at (area LOOKED) --
    # or any of these descriptions ("up to 1 [Sanji] or Event card"); only
    # choices among looked-at cards use it (resolution.choices.select_candidates)
    alt: tuple[Cards, ...] = ()
    # -- "with a DON!! card given", "that has 2 or more DON!! cards
    # given": at least this many DON!! given to the card (CR 6-5-5)
    don_min: int | None = None
    # "that is a different color than the returned Character": no color in
    # common with the cards of the choice before (CR 2-3-5: a multicolored
    # card is a card of each of its colors); the compiler ties the choice
    other_color: bool = False
    # "this Character card from your trash": only the card the effect comes
    # from (an [On K.O.] card is in its owner's trash as the effect resolves)
    this_card: bool = False
    # "the opponent's Character you battled with": only the card this one is
    # battling (or battled, at the end of the battle), while still on the
    # field (a K.O.'d one is another card: official rulings on OP04-047, ST08-013)
    battled_with: bool = False
    # "without an [On Play] effect": no ability of this timing in the card's
    # text (official rulings on PRB01-001: an [On Play] whose cost was not
    # paid or whose condition fails is still one; an unscripted card never qualifies)
    without_timing: str | None = None
    # "without a Counter": no printed Counter value (a value a permanent
    # effect gives a card of the hand does not count: it is what "have a
    # +1000 Counter" gives them)
    no_counter: bool = False
    # which of the equivalent printed phrasings the text used ("Event" for
    # "Event card", "1 of your other Characters", ...) is not part of the
    # meaning: it is kept beside the node (effects.phrasing)


@dataclass(frozen=True)
class This:
    """The card the effect comes from."""


@dataclass(frozen=True)
class LeaderAndThis:
    """"your Leader and this Character": the controller's Leader and the card
    the effect comes from, both."""


@dataclass(frozen=True)
class Choose:
    """The player chooses `count` of the cards: "up to N" any number from 0
    (CR 8-4-4-1), "N" as many as possible up to N."""

    cards: Cards
    count: Range = up_to(1)
    chooser: str = YOU
    # "with a total power of 4000 or less": the powers of the
    # chosen cards add up to at most this
    total_power_max: int | None = None
    # "up to 1 each of [A], [B], and [C]": no two chosen cards
    # share a name (`count` is the number of names)
    each: bool = False


@dataclass(frozen=True)
class Every:
    """All the cards matching the description."""

    cards: Cards


@dataclass(frozen=True)
class Selected:
    """The cards an earlier Select step chose ("that Character")."""

    name: str = "it"


@dataclass(frozen=True)
class Select:
    """Choose cards now and name them for later steps ("Select up to 1 ...",
    or "select all of ...": an Every; "select your Leader and 1 Character":
    a Both)."""

    target: Choose | Every | Both
    name: str = "it"
