"""Lowering of playing cards."""

from __future__ import annotations

from dataclasses import replace

from ..language import (
    CHARACTER,
    LOOKED,
    STAGE,
    Choose,
    Every,
    May,
    PlayCard,
    exactly,
    up_to,
)
from .core import Builder, lowers, lowers_may


def playable(choose: Choose) -> Choose:
    """"Play up to 1 ... card": only Characters and Stages can be played
    (CR 3-7-3, 3-8-3), so the choice offers no Leader or Event."""
    cards = choose.cards
    kinds = tuple(c for c in cards.categories if c in (CHARACTER, STAGE))
    if kinds == tuple(cards.categories):
        return choose
    return replace(choose, cards=replace(cards, categories=kinds))


def one_to_play(step) -> bool:
    """"play that card" (the looked-at card) or "play this Character card
    from your trash": the one card a "you may" makes a choice of, or none."""
    if not isinstance(step, PlayCard):
        return False
    t = step.target
    if isinstance(t, Every):
        return t.cards.this_card
    return isinstance(t, Choose) and t.count == exactly(1) and t.cards.area == LOOKED


@lowers(PlayCard)
def play_card(b: Builder, step: PlayCard) -> None:
    target = step.target
    b.act(step, playable(target) if isinstance(target, Choose) else target)


@lowers_may(PlayCard)
def may_play_card(b: Builder, step: May) -> bool:
    """"you may play that card": that card or none."""
    if not one_to_play(step.step):
        return False
    inner = step.step
    b.step(replace(inner, target=Choose(inner.target.cards, up_to(1))))
    return True
