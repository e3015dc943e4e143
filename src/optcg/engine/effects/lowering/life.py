"""Lowering of the steps on Life cards."""

from __future__ import annotations

from dataclasses import replace

from ..language import (
    ANY,
    CHARACTER,
    EVENT,
    LEADER,
    LIFE,
    LOOKED,
    STAGE,
    AddToLife,
    Cards,
    Choose,
    LookAtAllLife,
    LookAtLife,
    May,
    OpponentMayTrashLife,
    RevealLife,
    SearchToLife,
    Selected,
    TakeLife,
    up_to,
)
from .. import instructions as I
from .core import Builder, lowers, lowers_may
from .search import look

lowers(LookAtAllLife, RevealLife)(look)


@lowers(LookAtLife)
def look_at_life(b: Builder, step: LookAtLife) -> None:
    top_life = Choose(Cards(ANY, LIFE, (LEADER, CHARACTER, EVENT, STAGE)))
    slot = b.new_slot()
    b.code.append(I.Select(slot, top_life))
    b.code.append(I.Act(step, slot))
    b.code.append(I.Arrange(("top", "bottom"), LIFE))


@lowers(SearchToLife)
def search_to_life(b: Builder, step: SearchToLife) -> None:
    """A search to Life, cards added to the top or bottom of Life."""
    b.code.append(I.Look(step.count))
    chosen = Choose(replace(step.cards, area=LOOKED), up_to(1))
    slot = b.new_slot()
    b.code.append(I.Select(slot, chosen))
    b.code.append(I.Act(AddToLife(Selected(), face_up=step.face_up), slot))
    b.code.append(I.Arrange(("bottom",)))


@lowers(AddToLife)
def add_to_life(b: Builder, step: AddToLife) -> None:
    if "bottom" not in step.places:
        b.act(step, step.target)
        return
    slot = b.target_slot(step.target)
    b.code.append(I.Act(step, slot))
    b.code.append(I.Arrange(step.places, LIFE))


@lowers(TakeLife)
def take_life(b: Builder, step: TakeLife) -> None:
    if "bottom" in step.places:
        raise ValueError("a Life card from the top or bottom taken with no 'you may'")
    b.act(step, getattr(step, "target", None))


@lowers_may(TakeLife)
def may_take_life(b: Builder, step: May) -> bool:
    """The top or bottom Life card, or none."""
    if "bottom" not in step.step.places:
        return False
    b.each_step(step, None)
    return True


@lowers(OpponentMayTrashLife)
def opponent_may_trash_life(b: Builder, step: OpponentMayTrashLife) -> None:
    b.opponent_may(step)
