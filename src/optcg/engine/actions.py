"""Actions (what a player does) and decisions (what a player must choose).

An Action is a plain named tuple, so it is cheap, hashable, comparable and
round-trips through JSON as a three-element list.  `card` and `target` are
card instance ids (see GameState) or -1 when unused.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .constants import ActionKind


class Action(NamedTuple):
    kind: str
    card: int = -1
    target: int = -1

    @classmethod
    def concede(cls, player: int) -> "Action":
        """The concession of `player` (CR 1-2-3); always legal, never listed."""
        return cls(ActionKind.CONCEDE, player)

    def to_json(self) -> list:
        return [self.kind, self.card, self.target]

    @classmethod
    def from_json(cls, data) -> "Action":
        if isinstance(data, str):
            return cls(data)
        kind, *rest = data
        return cls(str(kind), *(int(x) for x in rest))


class OpenDecision(NamedTuple):
    """The decision a game waits for (`GameState.decision`): who decides,
    its kind (a DecisionKind), and the card it is about (-1: none).  Saved
    as the list [player, kind, card]."""

    player: int
    kind: str
    card: int = -1


class Purpose(NamedTuple):
    """What a decision is for.

    For a decision of the table (go first, mulligan, Main Phase, block,
    counter, [Trigger], order of effects) `rule` is the rule step that asks
    it and `card`/`ability` the card and ability concerned, if any.  For a
    decision inside an effect, `card` and `ability` are the effect's, `step`
    the index of the step being carried out among the ability's steps (-1
    for its cost or when it is not one of them) and `pc` the index of the
    instruction that asked.  `text` says it in a few English words.
    """

    text: str
    rule: str | None = None
    card: int = -1
    ability: int = -1
    step: int = -1
    pc: int = -1


class Decision(NamedTuple):
    """Who must decide, what kind of decision it is, and the legal options.

    `card` is the card the decision is about (the attacker during a block
    or counter, the Life card offering a [Trigger]), or -1.  `purpose` says
    what the decision is for (None when not computed, e.g. a Decision built
    by hand).
    """

    player: int
    kind: str
    options: tuple
    card: int = -1
    purpose: Purpose | None = None



# Interned actions.  An Action is immutable and equal by value, so the
# legal-action lists share one object per (kind, card, target) across all
# games instead of building a dozen tuples at every decision (and `in` finds
# an identical object at once).  Tables are indexed by card instance id (and
# ability number, or count); GameState makes them cover its own ids.  Built
# whole, once per process (2.6 MB and 16 ms for two 51-card decks), so their size
# never changes while games are played.
PLAY_CARD: Final[list[Action]] = []     # [i] == Action(ActionKind.PLAY, i)
BLOCK_WITH: Final[list[Action]] = []    # [c] == Action(ActionKind.DECLARE_BLOCK, c)
COUNTER_WITH_EVENT: Final[list[Action]] = []  # [i] == Action(ActionKind.COUNTER_EVENT, i)
SELECT_CARD: Final[list[Action]] = []   # [i] == Action(ActionKind.SELECT, i)
PLACE_TOP_CARD: Final[list[Action]] = []  # [i] == Action(ActionKind.PLACE_TOP, i)
PLACE_BOTTOM_CARD: Final[list[Action]] = []  # [i] == Action(ActionKind.PLACE_BOTTOM, i)
NUMBER_CHOICE: Final[list[Action]] = []  # [k] == Action(ActionKind.NUMBER, -1, k)
GIVE_DON_TO: Final[list[Action]] = []   # [c] == Action(ActionKind.GIVE_DON, -1, c)
# A DON!! card of a cost area chosen by an effect: [0] a rested one, [1] an active one.
COST_AREA_DON: Final = (Action(ActionKind.DON, -1, 0), Action(ActionKind.DON, -1, 1))
ATTACK_ON: Final[list[list[Action]]] = []  # [a][t] == Action(ActionKind.ATTACK, a, t)
COUNTER_ON: Final[list[list[Action]]] = []  # [i][t] == Action(ActionKind.USE_COUNTER, i, t)
PLAY_REPLACING: Final[list[list[Action]]] = []  # [i][c] == Action(PLAY, i, c) (CR 3-7-6-1)
ACTIVATE_ABILITY: Final[list[list[Action]]] = []  # [i][k] == Action(ActionKind.ACTIVATE, i, k)

_BY_CARD: Final = ((PLAY_CARD, ActionKind.PLAY), (BLOCK_WITH, ActionKind.DECLARE_BLOCK),
                   (COUNTER_WITH_EVENT, ActionKind.COUNTER_EVENT),
                   (SELECT_CARD, ActionKind.SELECT), (PLACE_TOP_CARD, ActionKind.PLACE_TOP),
                   (PLACE_BOTTOM_CARD, ActionKind.PLACE_BOTTOM))
_PAIRS: Final = ((ATTACK_ON, ActionKind.ATTACK), (COUNTER_ON, ActionKind.USE_COUNTER),
                 (PLAY_REPLACING, ActionKind.PLAY))
_ability_width: list[int] = [0]
# tuple.__new__ skips the Python-level __new__ of the named tuple: the
# tables hold tens of thousands of actions.
_new = tuple.__new__


def reserve(n: int, abilities: int = 0) -> None:
    """Make the interned tables cover card ids below n and ability numbers
    below `abilities`."""
    if n <= len(PLAY_CARD) and abilities <= _ability_width[0]:
        return
    n = max(n, len(PLAY_CARD))
    k = _ability_width[0] = max(abilities, _ability_width[0])
    for table, kind in _BY_CARD:
        table[:] = [_new(Action, (kind, i, -1)) for i in range(n)]
    GIVE_DON_TO[:] = [_new(Action, (ActionKind.GIVE_DON, -1, i)) for i in range(n)]
    NUMBER_CHOICE[:] = [_new(Action, (ActionKind.NUMBER, -1, i)) for i in range(n)]
    for pairs, kind in _PAIRS:
        pairs[:] = [[_new(Action, (kind, a, t)) for t in range(n)] for a in range(n)]
    ACTIVATE_ABILITY[:] = [[_new(Action, (ActionKind.ACTIVATE, i, ab)) for ab in range(k)]
                           for i in range(n)]
