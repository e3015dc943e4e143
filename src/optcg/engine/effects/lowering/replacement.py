"""Lowering of the steps done "instead" when a condition holds."""

from __future__ import annotations

from dataclasses import replace

from ..language import KO, ChooseInstead, ChooseOne, Draw, DrawInstead, Option, exactly
from .. import instructions as I
from .abilities import choose_one
from .core import Builder, lowers


@lowers(ChooseInstead)
def choose_instead(b: Builder, step: ChooseInstead) -> None:
    """The K.O. of a choice among `instead` if the condition
    holds, else among `target`."""
    at = b.placeholder()
    instead = step.instead
    if step.either:
        # "you may select ... instead": either description may be chosen
        cards = instead.cards
        instead = replace(instead, cards=replace(cards, alt=cards.alt + (step.target.cards,)))
    b.step(KO(instead))
    skip = b.placeholder()
    b.code[at] = I.Unless(step.condition, len(b.code))
    b.step(KO(step.target))
    b.code[skip] = I.Jump(len(b.code))


@lowers(DrawInstead)
def draw_instead(b: Builder, step: DrawInstead) -> None:
    """With the condition, a choice between the alternative
    (option 1) and the draw (option 2); without it, the draw."""
    at = b.placeholder()
    draw = Draw(exactly(step.count))
    choose_one(b, ChooseOne((Option(step.alternative), Option((draw,)))))
    skip = b.placeholder()
    b.code[at] = I.Unless(step.condition, len(b.code))
    b.step(draw)
    b.code[skip] = I.Jump(len(b.code))
