"""Lowering of the steps on DON!! cards and of resting cards as DON!! are."""

from __future__ import annotations

from dataclasses import replace

from ..language import (
    CHARACTER,
    LEADER,
    ChooseOne,
    Option,
    STAGE,
    Cards,
    Choose,
    GiveDonEach,
    GiveDonToOwner,
    May,
    MoveGivenDon,
    OpponentMayReturnDon,
    OpponentMayAddDon,
    RestCards,
    RestDonAnyNumber,
    SetActive,
    SetActiveWithDon,
    SetDonActive,
    StepCost,
    up_to,
)
from .. import instructions as I
from .core import Builder, lowers, lowers_may


@lowers(GiveDonEach)
def give_don_each(b: Builder, step: GiveDonEach) -> None:
    if isinstance(step.target, tuple):
        for target in step.target:                 # "your Leader and 1 Character"
            b.step(replace(step, target=target))
    else:
        b.each_step(step, step.target)


@lowers(RestCards)
def rest_cards(b: Builder, step: RestCards) -> None:
    if step.count.low and not b.looks:
        # "you may rest 2 of your cards instead": all N or
        # nothing, as the same cost (resolution.costs.pay_step_cost)
        b.code.append(I.Cost(StepCost(step)))
        return
    own = Cards(step.owner, categories=(LEADER, CHARACTER, STAGE), rested=False)
    b.each_step(step, Choose(own, up_to(step.count.high)))
    b.last_slot = -1


@lowers(MoveGivenDon)
def move_given_don(b: Builder, step: MoveGivenDon) -> None:
    b.each_step(step, step.target)


@lowers(RestDonAnyNumber)
def rest_don_any_number(b: Builder, step: RestDonAnyNumber) -> None:
    # the number rested fills a scratch slot (empty: none), which
    # "for every DON!! card rested this way" reads
    slot = b.new_slot()
    b.code.append(I.Each(step, -1, slot))
    b.last_slot = slot


@lowers_may(RestDonAnyNumber)
def may_rest_don_any_number(b: Builder, step: May) -> bool:
    b.step(step.step)                       # resting none is declining
    return True


@lowers(GiveDonToOwner)
def give_don_to_owner(b: Builder, step: GiveDonToOwner) -> None:
    if step.rested or step.count.high <= 1:
        b.act(step, step.target)
        return
    # "up to 2 DON!! cards from its owner's cost area": one DON!! at a
    # time to the same card, each an active or a rested one
    slot = b.target_slot(step.target)
    for _ in range(step.count.high):
        b.code.append(I.Act(replace(step, count=up_to(1)), slot))
    b.last_slot = slot


@lowers(OpponentMayReturnDon)
def opponent_may_return_don(b: Builder, step: OpponentMayReturnDon) -> None:
    b.opponent_may(step)


@lowers(OpponentMayAddDon)
def opponent_may_add_don(b: Builder, step: OpponentMayAddDon) -> None:
    b.opponent_may(step)


@lowers(SetActiveWithDon)
def set_active_with_don(b: Builder, step: SetActiveWithDon) -> None:
    """The two steps one after the other, or a choice of one of them."""
    cards, dons = SetActive(step.target), SetDonActive(step.count)
    if step.either:
        b.step(ChooseOne((Option((cards,)), Option((dons,)))))
    else:
        b.steps((cards, dons))
