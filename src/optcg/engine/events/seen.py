"""Who may know an event's secret fields: the `seen` masks, decided at emit
time from the areas a card moves between (CR 3-1-5, 3-4-2)."""

from __future__ import annotations

from typing import Final

from ..constants import CHARACTER_AREA, HAND, LEADER_AREA, NOWHERE, STAGE_AREA, TRASH

CardId = int
CardIds = tuple  # of CardId

#: the id a redacted card field holds
HIDDEN: Final = -1

#: `seen` masks: who may know the secret fields of an event
NOBODY: Final = 0
ALL: Final = 3


def only(player: int) -> int:
    """The `seen` mask of an event only `player` may read in full."""
    return 1 << player


_OPEN_AREAS: Final = (TRASH, LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def seen_moving(owner: int, src: int, dst: int, face_up: bool = False) -> int:
    """Who may know which card moved from area `src` to area `dst`: everyone
    when either area is open (the field, the trash, or a face-up Life card:
    CR 3-1-4, 3-10-2-1), its owner when either is their hand (CR 3-4-2),
    nobody between the deck and face-down Life (CR 3-1-5)."""
    if src in _OPEN_AREAS or dst in _OPEN_AREAS or face_up:
        return ALL
    if src == HAND or dst == HAND or src == NOWHERE or dst == NOWHERE:
        return only(owner)
    return NOBODY
