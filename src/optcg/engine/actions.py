"""Actions (what a player does) and decisions (what a player must choose).

An Action is a plain named tuple, so it is cheap, hashable, comparable and
round-trips through JSON as a three-element list.  `card` and `target` are
card instance ids (see GameState) or -1 when unused.
"""

from __future__ import annotations

from typing import NamedTuple

from .constants import CONCEDE


class Action(NamedTuple):
    kind: str
    card: int = -1
    target: int = -1

    @classmethod
    def concede(cls, player: int) -> "Action":
        """The concession of `player` (CR 1-2-3); always legal, never listed."""
        return cls(CONCEDE, player)

    def to_json(self) -> list:
        return [self.kind, self.card, self.target]

    @classmethod
    def from_json(cls, data) -> "Action":
        if isinstance(data, str):
            return cls(data)
        kind, *rest = data
        return cls(str(kind), *(int(x) for x in rest))


class Decision(NamedTuple):
    """Who must decide, what kind of decision it is, and the legal options.

    `card` is the card the decision is about (the attacker during a block
    or counter, the Life card offering a [Trigger]), or -1.
    """

    player: int
    kind: str
    options: tuple
    card: int = -1
