"""Event records that every game holds alike, made once per process.

A kept log holds about 450 events a game, and a third of them read the same
in every game on the same turn: the Main Phase's decision asked, the turn's
start, its draw, its DON!! placed, its Refresh, the end of its Main Phase and
the start of its End Phase.  Those are built once (for the first
`SHARED_TURNS` turns; later turns build their own) and every game's log points
at them.  Events are immutable tuples, so sharing one changes nothing a
reader sees; a kept log then costs a pointer per event instead of a record,
and nothing is allocated to record it.
"""

from __future__ import annotations

from typing import Final

from . import events as E
from .constants import DON_DECK_SIZE, DecisionKind

_new = tuple.__new__

#: turns whose records are shared (a random starter game lasts about 17)
SHARED_TURNS: Final = 64
# ways the DON!! count of one player can read: 0 to a full DON!! deck
_COUNTS: Final = DON_DECK_SIZE + 1


def _per_turn(cls: type, rule: str, extra: tuple) -> tuple[tuple[tuple, ...], ...]:
    """[player][turn] -> the record `cls(turn, rule, player, *extra)`."""
    return tuple(tuple(_new(cls, (turn, rule, p) + extra) for turn in range(SHARED_TURNS))
                 for p in (0, 1))


#: [player][turn]: records of the turn's structure that hold nothing else
TURN_BEGAN: Final = _per_turn(E.TurnBegan, "6-1-1", ())
DREW_ONE: Final = _per_turn(E.Drew, "6-3-1", (1,))
MAIN_ENDED: Final = _per_turn(E.PhaseEnded, "6-5-2-1", (E.MAIN,))
END_BEGAN: Final = _per_turn(E.PhaseBegan, "6-6", (E.END,))
#: [player][turn]: the Main Phase's decision asked of that player (only
#: that player is told: loop.run)
MAIN_ASKED: Final = tuple(
    tuple(_new(E.DecisionAsked, (turn, "6-5-2", p, DecisionKind.MAIN, -1, 1 << p))
          for turn in range(SHARED_TURNS)) for p in (0, 1))

# records with a count, made on first use: [((turn * 2 + player) * ...)]
_refreshed: Final[list] = [None] * (SHARED_TURNS * 2 * _COUNTS)
_don_placed: Final[list] = [None] * (SHARED_TURNS * 2 * 3 * _COUNTS)


def main_asked(turn: int, p: int) -> tuple:
    """DecisionAsked of the Main Phase's decision of player p (rule 6-5-2)."""
    if turn < SHARED_TURNS:
        return MAIN_ASKED[p][turn]
    return _new(E.DecisionAsked, (turn, "6-5-2", p, DecisionKind.MAIN, -1, 1 << p))


def turn_began(turn: int, p: int) -> tuple:
    if turn < SHARED_TURNS:
        return TURN_BEGAN[p][turn]
    return _new(E.TurnBegan, (turn, "6-1-1", p))


def drew_one(turn: int, p: int) -> tuple:
    if turn < SHARED_TURNS:
        return DREW_ONE[p][turn]
    return _new(E.Drew, (turn, "6-3-1", p, 1))


def main_ended(turn: int, p: int) -> tuple:
    if turn < SHARED_TURNS:
        return MAIN_ENDED[p][turn]
    return _new(E.PhaseEnded, (turn, "6-5-2-1", p, E.MAIN))


def end_began(turn: int, p: int) -> tuple:
    if turn < SHARED_TURNS:
        return END_BEGAN[p][turn]
    return _new(E.PhaseBegan, (turn, "6-6", p, E.END))


def refreshed(turn: int, p: int, returned: int) -> tuple:
    """Refreshed: `returned` DON!! came back from the cards of player p."""
    if turn < SHARED_TURNS and 0 <= returned < _COUNTS:
        k = (turn * 2 + p) * _COUNTS + returned
        rec = _refreshed[k]
        if rec is None:
            rec = _refreshed[k] = _new(E.Refreshed, (turn, "6-2", p, returned))
        return rec
    return _new(E.Refreshed, (turn, "6-2", p, returned))


def don_placed(turn: int, p: int, n: int, total: int) -> tuple:
    """DonPlaced: n DON!! (0 to 2) placed, `total` on player p's field."""
    rule = "6-4-1" if n else "6-4-3"
    if turn < SHARED_TURNS and 0 <= n <= 2 and 0 <= total < _COUNTS:
        k = ((turn * 2 + p) * 3 + n) * _COUNTS + total
        rec = _don_placed[k]
        if rec is None:
            rec = _don_placed[k] = _new(E.DonPlaced, (turn, rule, p, n, total))
        return rec
    return _new(E.DonPlaced, (turn, rule, p, n, total))


# -- records of few possible values (the game's setup, decisions about no card) --
_interned: Final[dict] = {}
# a bound on the table, whatever a caller passes: a few hundred entries
# serve every starter and tournament game seen so far
_INTERNED_MAX: Final = 4096


def interned_of(cls: type, fields: tuple) -> tuple:
    """interned(cls(*fields)), with the record built only when the table
    holds no copy of it yet: building one through `tuple.__new__` costs
    more than the lookup."""
    key = (cls, fields)                 # equal to the key `interned` makes
    out = _interned.get(key)
    if out is None:
        out = _new(cls, fields)
        if len(_interned) < _INTERNED_MAX:
            _interned[key] = out
    return out


def interned(rec: tuple) -> tuple:
    """The process's one copy of an event record equal to `rec` (the caller
    passes only records of few possible values); `rec` itself while the
    table has room, or once it is full."""
    key = (type(rec), rec)              # records of two kinds may hold equal values
    out = _interned.get(key)
    if out is None:
        out = rec
        if len(_interned) < _INTERNED_MAX:
            _interned[key] = rec
    return out
