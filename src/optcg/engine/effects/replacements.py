"""Replacement effects (CR 8-1-3-4) on several cards that one effect K.O.s
or removes from the field at the same time.

One effect's K.O.s (or removals) are a run of tasks on top of the task
stack, one per card, which ko_and_removal.ko_task and ko_and_removal.remove_task take
one at a time.  The owner decides the replacements of every card of the run
before any of them moves: a card none replaces waits, marked DECIDED, under
the run.  A replacement applied once covers every card of the run its text
covers, and one declined is declined for all of them (official rulings on
OP05-001, OP10-032 and OP15-035)."""

from __future__ import annotations

from typing import Final

from ..records import KoTask, RemoveTask, Task
from ..state import GameState
from . import language as L
from .targets import all_hold, matches

# in a task's `tried`: every replacement of the card has been decided
DECIDED: Final = (-1, -1)


def ko_card_condition(a: L.Ability) -> L.Cards | None:
    for c in a.conditions:
        if isinstance(c, L.WouldBeKOd):
            return c.cards
    return None


def covers(st: GameState, j: int, ab: int, i: int, p: int) -> bool:
    """Whether the text of card j's replacement effect `ab` covers the K.O.
    or removal of card i: "this Character", or the cards it describes, with
    its conditions met."""
    a = st.defs[j].abilities[ab]
    cards = ko_card_condition(a)
    if cards is None:
        if j != i:
            return False                           # "If this Character would be K.O.'d"
    elif not matches(st, i, cards, j):
        return False
    return not (a.conditions and not all_hold(st, a.conditions, j, p))


def _same_run(t: Task, other: Task) -> bool:
    """Whether `other` is one of the tasks the effect that made t made with
    it (the cause of each card's K.O. or removal depends on its owner)."""
    if isinstance(t, KoTask):
        return (isinstance(other, KoTask) and t.checked == 1 and other.checked == 1
                and other.by_player == t.by_player and other.rule == t.rule)
    if isinstance(t, RemoveTask):
        return isinstance(other, RemoveTask) and other.dest == t.dest
    return False


def _run_start(st: GameState, t: Task) -> int:
    """The index in st.tasks of the lowest task of t's run (t popped)."""
    k = len(st.tasks)
    while k > 0 and _same_run(t, st.tasks[k - 1]):
        k -= 1
    return k


def _with_tried(t: Task, tried: tuple) -> Task:
    if isinstance(t, KoTask):
        return KoTask(t.card, t.incarnation, t.by, t.rule, tried, t.checked, t.by_player)
    assert isinstance(t, RemoveTask)
    return RemoveTask(t.card, t.incarnation, t.dest, tried, t.by_opponent)


def decided(t: Task) -> bool:
    if isinstance(t, KoTask):
        return DECIDED in t.tried
    return isinstance(t, RemoveTask) and DECIDED in t.tried


def wait_for_run(st: GameState, t: KoTask | RemoveTask) -> bool:
    """Card t.card has no replacement left: when other cards of its run are
    still on the stack, it waits under them, decided (True); else it moves
    now (False).  The cards of a run still move in their order."""
    k = _run_start(st, t)
    if k == len(st.tasks):
        return False
    st.tasks.insert(k, _with_tried(t, t.tried + (DECIDED,)))
    return True


def applied_to_run(st: GameState, t: KoTask | RemoveTask, j: int, ab: int) -> tuple[int, ...]:
    """Card j's replacement `ab`, applied to t.card, applies to the other
    cards of t's run that its text covers: their tasks leave the stack.
    The cards it replaces, t.card first."""
    p = st.owner[t.card]
    k = _run_start(st, t)
    out = [t.card]
    kept: list[Task] = []
    for other in st.tasks[k:]:
        assert isinstance(other, KoTask) or isinstance(other, RemoveTask)
        if (not decided(other) and st.incarnation[other.card] == other.incarnation
                and st.owner[other.card] == p and covers(st, j, ab, other.card, p)):
            out.append(other.card)
        else:
            kept.append(other)
    st.tasks[k:] = kept
    return tuple(out)


def declined_for_run(st: GameState, t: KoTask | RemoveTask, source: tuple) -> None:
    """The owner declined a replacement for t.card: not offered again for
    the other cards of the run either."""
    k = _run_start(st, t)
    for n in range(k, len(st.tasks)):
        other = st.tasks[n]
        assert isinstance(other, KoTask) or isinstance(other, RemoveTask)
        if not decided(other) and source not in other.tried:
            st.tasks[n] = _with_tried(other, other.tried + (source,))
