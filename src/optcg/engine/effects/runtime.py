"""Resolving effects: the effect frame, its instruction loop and the
registries that say how each instruction and step runs.

A frame on the task stack is plain data (records.EffectTask: card,
incarnation, player, ability, pc, slots, sub).

`slots` holds the cards chosen so far (slot 0: the cards being looked at),
`sub` the progress inside the current instruction.  The frame runs its
instructions until one needs a choice; it then stays on the stack with the
decision open, and the decision's resolver writes the answer into it.

How each instruction and each step of the effect language runs lives with
its concept in `effects/resolution/` (costs, K.O. and trash, Life, DON!!,
...), registered here by the decorators `instruction`, `step`, `each_step`
and `number_limit`.
"""

from __future__ import annotations

from typing import Any, Callable, Final

from ..constants import (END_OF_PLAYERS_TURN, PERMANENT, THIS_BATTLE, THIS_TURN,
                         UNTIL_NEXT_TURN_START, DecisionKind)
from .. import events as E
from ..loop import ask, task
from ..records import EffectTask, TaskKind
from ..state import GameState
from . import language as L
from .targets import find

# The most frequent events are recorded raw (events/deferred.py), built only
# when the log is read; Final, so that the native build reads them from C statics.
_EFFECT_RESOLVED: Final = E.effect_resolved

WAIT: Final = -1          # an instruction asked a question: the frame waits
STOP: Final = -2          # the effect ends here (a cost was not paid)

# instruction class (effects/instructions.py) -> fn(st, frame, instr): None
# (next), a pc, WAIT or STOP
INSTRUCTIONS: Final[dict[type, Callable[..., Any]]] = {}
# step node type -> fn(st, frame, step, targets)
STEPS: Final[dict[type, Callable[..., Any]]] = {}
# step node type -> fn(st, frame, step, targets, scratch slot): a step kept
# going over several decisions (the "each" instruction)
EACH_STEPS: Final[dict[type, Callable[..., Any]]] = {}
# step node type -> fn(st, frame, step): the most it can move now
NUMBER_LIMITS: Final[dict[type, Callable[..., int]]] = {}


def instruction(op: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        INSTRUCTIONS[op] = fn
        return fn
    return register


def resolves(*nodes: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        for node in nodes:
            STEPS[node] = fn
        return fn
    return register


def resolves_each(*nodes: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        for node in nodes:
            EACH_STEPS[node] = fn
        return fn
    return register


def limits(*nodes: type) -> Callable[[Callable[..., int]], Callable[..., int]]:
    """Register how many cards or DON!! a counted step can move now."""
    def register(fn: Callable[..., int]) -> Callable[..., int]:
        for node in nodes:
            NUMBER_LIMITS[node] = fn
        return fn
    return register


def number_limit(st: GameState, f: "Frame", step) -> int:
    """The most a counted step can move now (CR 1-3-2: as many as possible)."""
    fn = NUMBER_LIMITS.get(type(step))
    if fn is None:
        raise TypeError(f"no number to choose for {step!r}")
    return fn(st, f, step)


_DURATIONS: Final = {L.THIS_BATTLE: THIS_BATTLE, L.THIS_TURN: THIS_TURN,
              L.UNTIL_NEXT_TURN: UNTIL_NEXT_TURN_START,
              L.WHILE_ON_FIELD: PERMANENT}


def end_of_next_turn_of(st: GameState, p: int, this_turn: bool) -> int:
    """The duration code of an effect that ends at the end of player p's
    next turn: this one if it is p's and this_turn, else p's first turn
    after this one, whoever takes the turns between (an extra turn)."""
    first = st.turn if this_turn and st.turn_player == p else st.turn + 1
    return END_OF_PLAYERS_TURN + 2 * first + p


def duration(st: GameState, f: "Frame", name: str) -> int:
    """The duration code of a continuous effect started now by f's player."""
    if name == L.UNTIL_END_OF_YOUR_NEXT_TURN:
        return end_of_next_turn_of(st, f.ctl, False)
    if name == L.UNTIL_END_OF_OPPONENTS_NEXT_TURN or name == L.UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE:
        # made in the opponent's turn, "your opponent's next turn" is that
        # very turn (official rulings on OP01-085 and ST21-014)
        return end_of_next_turn_of(st, 1 - f.ctl, True)
    return _DURATIONS[name]


class Frame:
    """The mutable working copy of an effect frame while it runs."""

    __slots__ = ("src", "inc", "ctl", "ab", "ability", "pc", "slots", "sub")

    def __init__(self, st: GameState, t: EffectTask):
        self.src = t.card
        self.inc = t.incarnation
        self.ctl = t.player
        self.ab = t.ability
        self.pc = t.pc
        self.slots = list(t.slots)
        self.sub = t.sub
        self.ability = st.defs[self.src].abilities[self.ab]

    def freeze(self) -> EffectTask:
        return EffectTask(self.src, self.inc, self.ctl, self.ab, self.pc, tuple(self.slots),
                          self.sub)


def keep(st: GameState, f: Frame) -> EffectTask:
    """The task of frame f, with f kept as its working frame: the decision
    it waits for and the resumption read f instead of building a new one.
    A task kept before is held by st alone (GameState.clone gives it up),
    so it is brought up to date rather than built anew."""
    t = st.frame_task
    if t is not None and st.frame is f:
        assert isinstance(t, EffectTask)
        t.pc = f.pc
        t.slots = tuple(f.slots)
        t.sub = f.sub
        return t
    t = f.freeze()
    st.frame_task = t
    st.frame = f
    return t


def top_frame(st: GameState) -> Frame:
    t = st.tasks[-1]
    assert isinstance(t, EffectTask)
    if t is st.frame_task:
        if st.frame is None:
            st.frame = Frame(st, t)
        f: Frame = st.frame
        return f
    # not kept: t may be shared with a clone, so f is not kept either
    return Frame(st, t)


def store(st: GameState, f: Frame) -> None:
    st.tasks[-1] = keep(st, f)


@task(TaskKind.EFFECT)
def run_effect(st: GameState, t: EffectTask) -> None:
    if t is st.frame_task:
        # f runs on, and t comes back if it waits again
        if st.frame is None:
            st.frame = Frame(st, t)
        f: Frame = st.frame
    else:
        f = Frame(st, t)
    code = f.ability.code
    while f.pc < len(code):
        instr = code[f.pc]
        r = INSTRUCTIONS[type(instr)](st, f, instr)
        if r == WAIT:
            return
        if r == STOP:
            break
        f.pc = f.pc + 1 if r is None else r
        f.sub = 0
        if st.result is not None:
            return
    finish(st, f)


def pause(st: GameState, f: Frame, player: int, kind: str) -> int:
    st.tasks.append(keep(st, f))
    ask(st, player, kind, f.src)
    return WAIT


def finish(st: GameState, f: Frame) -> None:
    if st.looking is not None:
        st.looking = None                      # CR 11-2-2, 11-3
    if st.log is not None:
        # who may know the card is worked out when the log is read
        st.log.append((_EFFECT_RESOLVED, st.turn, f.ctl, f.src, f.ab, st.owner[f.src],
                       st.area[f.src], st.face_up[f.src]))


def resolve_target(st: GameState, f: Frame, target) -> list[int]:
    t = type(target)
    if t is L.This:
        return [f.src] if st.incarnation[f.src] == f.inc else []
    if t is L.Every:
        return find(st, target.cards, f.src, f.ctl)
    if t is L.LeaderAndThis:
        out = [st.leaders[f.ctl]]
        if st.incarnation[f.src] == f.inc and f.src != out[0]:
            out.append(f.src)
        return out
    raise TypeError(f"cannot resolve target {target!r}")


def suspend_with(st: GameState, f: Frame, tasks: list) -> int:
    """Let `tasks` run before the rest of the effect (they may need choices)."""
    advance(f)
    st.tasks.append(keep(st, f))
    st.tasks.extend(reversed(tasks))
    return WAIT


def how_many(st: GameState, f: Frame, step) -> int:
    """How many cards or DON!! a step moves, read from its `count` (a Range):
    as many as it can (capped by `number_limit`) when that is no more than
    the least it takes, else the number the player chooses ("up to N").
    Returns WAIT while the player chooses."""
    most = NUMBER_LIMITS[type(step)](st, f, step)
    if most <= step.count.low:
        return max(most, 0)
    return ask_number(st, f)


def ask_number(st: GameState, f: Frame) -> int:
    """The number the player chose (CHOOSE_NUMBER), or WAIT while they choose."""
    if f.sub:
        return f.sub - 1
    return pause(st, f, f.ctl, DecisionKind.CHOOSE_NUMBER)


def advance(f: Frame) -> Frame:
    f.pc += 1
    f.sub = 0
    return f
