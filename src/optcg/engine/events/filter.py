"""The one privacy filter: what of each event a player or a spectator may
know (CR 3-1-5, 3-4-3, 11-2, 11-3)."""

from __future__ import annotations

from typing import Final, Optional

from .cards import CardMoved, CardPlaced, LifeTaken, LifeTurned, Looked
from .effects import AbilityDeclined, CostPaid, CostUnpayable, EffectResolved
from .game import DecisionAsked
from .seen import ALL, HIDDEN

#: for each kind that may name a card of a secret area, the fields `seen`
#: guards
SECRET_FIELDS: Final[dict] = {
    CardMoved: ("card",),
    DecisionAsked: ("card",),
    EffectResolved: ("card",),
    CardPlaced: ("card",),
    LifeTaken: ("card",),
    LifeTurned: ("card",),
    Looked: ("cards",),
    CostUnpayable: (),
    CostPaid: ("secret_cards",),
}


def _redact(value):
    if isinstance(value, tuple):
        return (HIDDEN,) * len(value)
    return HIDDEN


def _redacted(event):
    return event._replace(**{f: _redact(getattr(event, f)) for f in SECRET_FIELDS[type(event)]})


def _decision_in_public(e: DecisionAsked) -> None:
    return None                         # not told at all: see DecisionAsked


def _life_taken_in_public(e: LifeTaken) -> LifeTaken:
    if e.trigger_declined:              # as if the card had no [Trigger] (CR 4-6-2-1)
        return e._replace(rule="4-6-2-1", card=HIDDEN, trigger_declined=False)
    return e._replace(card=HIDDEN)


def _unpayable_in_public(e: CostUnpayable) -> AbilityDeclined:
    return AbilityDeclined(e.turn, "8-1-2", e.player, e.card, e.timing)


#: the kinds that tell a viewer who may not know their secret fields more
#: than those fields: what that viewer is told instead (the default:
#: the secret fields redacted)
PUBLIC_FORMS: Final[dict] = {
    DecisionAsked: _decision_in_public,
    LifeTaken: _life_taken_in_public,
    CostUnpayable: _unpayable_in_public,
}


def event_for(event, viewer: Optional[int]):
    """`event` as `viewer` (0, 1, or None for a spectator) may know it, or
    None when that viewer is not told of it at all."""
    kind = type(event)
    if kind not in SECRET_FIELDS:
        return event
    seen = event.seen
    if seen == ALL or (viewer is not None and seen >> viewer & 1):
        return event
    public = PUBLIC_FORMS.get(kind)
    return public(event) if public is not None else _redacted(event)


def events_for(events, viewer: Optional[int]) -> list:
    """The events a viewer may know: player 0 or 1, or None for a spectator
    (public information only).  Everything that leaves the engine for a
    player goes through here."""
    out = []
    for e in events:
        seen = event_for(e, viewer)
        if seen is not None:
            out.append(seen)
    return out
