"""Actions (what a player does) and decisions (what a player must choose).

An Action is a plain named tuple, so it is cheap, hashable, comparable and
round-trips through JSON as a three-element list.  `card` and `target` are
card instance ids (see GameState) or -1 when unused.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from .constants import (CONCEDE, COUNTER_EVENT, DECLARE_BLOCK, GIVE_DON,
                        NUMBER, PLACE_BOTTOM, PLACE_TOP, PLAY, SELECT)


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



# Interned actions.  An Action is immutable and equal by value, so the
# legal-action lists share one object per (kind, card, target) across all
# games instead of building a dozen tuples at every decision (and `in` finds
# an identical object at once).  Tables are indexed by card instance id (or
# ability number, or count) and GameState grows them to cover its own.
PLAY_CARD: Final[list[Action]] = []     # [i] == Action(PLAY, i)
BLOCK_WITH: Final[list[Action]] = []    # [c] == Action(DECLARE_BLOCK, c)
COUNTER_WITH_EVENT: Final[list[Action]] = []  # [i] == Action(COUNTER_EVENT, i)
SELECT_CARD: Final[list[Action]] = []   # [i] == Action(SELECT, i)
PLACE_TOP_CARD: Final[list[Action]] = []  # [i] == Action(PLACE_TOP, i)
PLACE_BOTTOM_CARD: Final[list[Action]] = []  # [i] == Action(PLACE_BOTTOM, i)
NUMBER_CHOICE: Final[list[Action]] = []  # [k] == Action(NUMBER, -1, k)
GIVE_DON_TO: Final[list[Action]] = []   # [c] == Action(GIVE_DON, -1, c)
# Two-card actions: of the n*n pairs a game only ever offers a few hundred,
# so a row holds None until `pair` makes the action on first use.
ATTACK_ON: Final[list[list[Any]]] = []  # [a][t] == Action(ATTACK, a, t)
COUNTER_ON: Final[list[list[Any]]] = []  # [i][t] == Action(USE_COUNTER, i, t)
ACTIVATE_ABILITY: Final[list[list[Any]]] = []  # [i][k] == Action(ACTIVATE, i, k)
PLAY_REPLACING: Final[list[list[Any]]] = []  # [i][c] == Action(PLAY, i, c) (CR 3-7-6-1)

_BY_CARD: Final = ((PLAY_CARD, PLAY), (BLOCK_WITH, DECLARE_BLOCK),
                   (COUNTER_WITH_EVENT, COUNTER_EVENT), (SELECT_CARD, SELECT),
                   (PLACE_TOP_CARD, PLACE_TOP), (PLACE_BOTTOM_CARD, PLACE_BOTTOM))


def reserve(n: int) -> None:
    """Make the interned tables cover card instance ids below n."""
    if n <= len(PLAY_CARD):
        return
    for table, kind in _BY_CARD:
        table.extend([Action(kind, i) for i in range(len(table), n)])
    GIVE_DON_TO.extend([Action(GIVE_DON, -1, i) for i in range(len(GIVE_DON_TO), n)])
    NUMBER_CHOICE.extend([Action(NUMBER, -1, k) for k in range(len(NUMBER_CHOICE), n)])
    for pairs in (ATTACK_ON, COUNTER_ON, ACTIVATE_ABILITY, PLAY_REPLACING):
        for row in pairs:
            row.extend([None] * (n - len(row)))
        pairs.extend([[None] * n for _ in range(len(pairs), n)])


def pair(table: list[list[Any]], kind: str, card: int, target: int) -> Action:
    """The interned Action(kind, card, target) of a two-card table."""
    act = table[card][target] = Action(kind, card, target)
    return act
