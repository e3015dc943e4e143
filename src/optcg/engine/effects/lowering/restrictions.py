"""Lowering of attack taxes and of resting a card of one's own."""

from __future__ import annotations

from dataclasses import replace

from ..language import (
    CHARACTER,
    EVENT,
    HAND,
    LEADER,
    OPPONENT,
    STAGE,
    YOU,
    AttackTax,
    Cards,
    Choose,
    May,
    Rest,
    Trash,
    exactly,
    up_to,
)
from .. import instructions as I
from .core import Builder, lowers, lowers_may


@lowers(AttackTax)
def attack_tax(b: Builder, step: AttackTax) -> None:
    # the act marks the Characters; the block after it, jumped over
    # here, runs on its own as one of them attacks: its player
    # trashes the cards (resolution.restrictions.pay_attack_taxes)
    slot = b.target_slot(step.target)
    b.code.append(I.Act(step, slot))
    at = b.placeholder()
    hand = Cards(OPPONENT, area=HAND, categories=(LEADER, CHARACTER, EVENT, STAGE))
    b.step(Trash(Choose(hand, exactly(step.count), chooser=OPPONENT)))
    b.code.append(I.Stop())
    b.code[at] = I.Jump(len(b.code))
    b.last_slot = slot


@lowers_may(Rest)
def may_rest(b: Builder, step: May) -> bool:
    """"you may rest 1 of ...": its one card or none, "If you do" looks at it
    (an active card: resting a rested one would do nothing, CR 4-4-1)."""
    inner = step.step
    t = inner.target
    if not (isinstance(t, Choose) and t.count == exactly(1) and t.cards.owner == YOU):
        return False
    cards = replace(t.cards, rested=False)
    b.step(replace(inner, target=replace(t, cards=cards, count=up_to(t.count.high))))
    return True
