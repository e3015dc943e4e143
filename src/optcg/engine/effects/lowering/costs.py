"""Lowering of cost-like steps written in an effect."""

from __future__ import annotations

from ..language import LifeCards, May, RestDonCards, StepCost
from .. import instructions as I
from .core import Builder, lowers, lowers_may


@lowers(LifeCards)
def life_cards(b: Builder, step: LifeCards) -> None:
    if "bottom" in step.places and not b.looks:
        # "trash 1 card from the top or bottom of your Life
        # cards" as a step: the player picks each end as for the same
        # cost (resolution.costs.pay_step_cost; its scratch slot is free with no Look)
        b.code.append(I.Cost(StepCost(step)))
    else:
        b.act(step, getattr(step, "target", None))


@lowers_may(RestDonCards)
def may_rest_don_cards(b: Builder, step: May) -> bool:
    """All the DON!! or none."""
    b.each_step(step, None)
    return True
