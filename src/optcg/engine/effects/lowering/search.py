"""Lowering of looking at, searching and placing the top cards of a deck."""

from __future__ import annotations

from dataclasses import replace

from ..language import (
    LOOKED,
    AddToHand,
    Choose,
    DeclareCostReveal,
    Look,
    LookAtTop,
    PlaceRest,
    Search,
    Selected,
)
from .. import instructions as I
from .core import Builder, lowers


@lowers(LookAtTop)
def look_at_top(b: Builder, step: LookAtTop) -> None:
    b.code.append(I.Look(step.count))
    b.code.append(I.Arrange(step.places))


@lowers(Look)
def look(b: Builder, step) -> None:
    """A search in steps: the looked-at cards may be chosen from now on."""
    b.looks = True
    b.code.append(I.Act(step, -1))


@lowers(DeclareCostReveal)
def declare_cost_reveal(b: Builder, step: DeclareCostReveal) -> None:
    """The declared cost is kept in a slot of its own, for the condition
    "If the revealed card has the chosen cost" after it."""
    b.looks = True
    b.code.append(I.DeclareCost(step, b.new_slot(DECLARED_COST)))


# the name of the slot that holds the declared cost
DECLARED_COST = "declared cost"


@lowers(PlaceRest)
def place_rest(b: Builder, step: PlaceRest) -> None:
    b.code.append(I.Arrange(step.places, step.area))


@lowers(Search)
def search(b: Builder, step: Search) -> None:
    b.code.append(I.Look(step.count))
    chosen = Choose(replace(step.cards, area=LOOKED), step.take)
    slot = b.new_slot()
    b.code.append(I.Select(slot, chosen))
    b.code.append(I.Act(AddToHand(Selected(), reveal=True), slot))
    b.code.append(I.Arrange(("bottom",)))
