"""Lowering of cards placed at the bottom of a deck."""

from __future__ import annotations

from ..language import DECK, FIELD, Both, Choose, Every, HandToDeck, ToDeckBottom
from .. import instructions as I
from .core import Builder, lowers


def owners_order(step: ToDeckBottom) -> bool:
    """Whether each owner orders the cards the step places at the bottom of
    their deck: several cards from the field, which their owners place, the
    turn player first (official rulings on OP05-058 and OP06-058), whether
    the text says "in any order" or not.  Cards chosen one by one from a hand
    or a trash are placed in the order their owner chose them, which is the
    order they chose ("in any order")."""
    t = step.target
    if isinstance(t, Both):
        return t.first.cards.area == FIELD and t.second.cards.area == FIELD
    if isinstance(t, Every):
        return t.cards.area == FIELD
    if isinstance(t, Choose):
        return t.count.high > 1 and t.cards.area == FIELD
    return False


@lowers(HandToDeck)
def hand_to_deck(b: Builder, step: HandToDeck) -> None:
    if b.looks:
        raise ValueError("cards placed from the hand after a Look")
    slot = b.target_slot(step.target)
    b.code.append(I.Act(step, slot))
    b.code.append(I.Arrange(step.places))
    b.last_slot = slot


@lowers(ToDeckBottom)
def to_deck_bottom(b: Builder, step: ToDeckBottom) -> None:
    if not owners_order(step):
        b.act(step, step.target)
        return
    # the cards placed go to the LOOK slot, then each
    # owner orders their own at the bottom of their deck
    if b.looks:
        raise ValueError("an ordering of placed cards after a Look")
    slot = b.target_slot(step.target)
    b.code.append(I.Act(step, slot))
    b.code.append(I.Arrange(("bottom",), DECK, by_owner=True))
    b.last_slot = slot
